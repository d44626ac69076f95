import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Environment, parseEnvironment } from './environment.js';
import { type PaymentsConfig, paymentsConfig } from './payment-config.js';
import type { TrustProxy } from './trust-proxy.js';

// apps/api, from src/infrastructure/config (or dist/infrastructure/config) where this file runs.
const apiRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

/** The one typed configuration; built once at boot from the environment. */
export interface AppConfig {
  env: Environment['NODE_ENV'];
  http: { host: string; port: number; trustProxy: TrustProxy };
  databaseUrl: string;
  redis: { url: string; prefix: string };
  webUrl: string;
  publicApiUrl: string;
  webDistDir: string;
  queueWorkerInApi: boolean;
  logLevel: string;
  admin: { login: string; password: string } | null;
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  /** Who hears about new consultation requests; null: nobody (a log line says so). */
  adminNotifyEmail: string | null;
  uploads: { dir: string };
  throttle: {
    windowSeconds: number;
    authPerLoginIp: number;
    authPerLogin: number;
    authPerIp: number;
    globalPerMinute: number;
  };
  payments: PaymentsConfig;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const e = parseEnvironment(source);
  const publicApiUrl = e.PUBLIC_API_URL.replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    http: { host: e.HOST, port: e.PORT, trustProxy: e.TRUST_PROXY },
    databaseUrl: e.DATABASE_URL,
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    webUrl: e.WEB_URL.replace(/\/$/, ''),
    publicApiUrl,
    webDistDir: resolve(apiRoot, e.WEB_DIST_DIR ?? '../web/dist'),
    queueWorkerInApi: e.QUEUE_WORKER_IN_API,
    logLevel: e.LOG_LEVEL,
    admin:
      e.ADMIN_LOGIN && e.ADMIN_PASSWORD
        ? { login: e.ADMIN_LOGIN, password: e.ADMIN_PASSWORD }
        : null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      outboxDir: resolve(apiRoot, e.MAIL_OUTBOX_DIR),
    },
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL ?? e.ADMIN_LOGIN ?? null,
    uploads: { dir: resolve(apiRoot, e.UPLOAD_DIR) },
    throttle: {
      windowSeconds: e.THROTTLE_WINDOW_SECONDS,
      authPerLoginIp: e.THROTTLE_AUTH_PER_LOGIN_IP,
      authPerLogin: e.THROTTLE_AUTH_PER_LOGIN,
      authPerIp: e.THROTTLE_AUTH_PER_IP,
      globalPerMinute: e.THROTTLE_GLOBAL_PER_MINUTE,
    },
    payments: paymentsConfig(e, publicApiUrl),
  };
}
