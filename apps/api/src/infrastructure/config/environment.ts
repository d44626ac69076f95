import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateBy,
  validateSync,
} from 'class-validator';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const urlOptions = { require_tld: false, require_protocol: true };

/** A whole number of at least 1 (ports, limits, windows), given as text in the environment. */
const PositiveInt = () => applyDecorators(Transform(toInt), IsInt(), Min(1));

/** Every environment variable the API reads; README's configuration table mirrors this class. */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  HOST = '0.0.0.0';

  @PositiveInt()
  @Max(65535)
  PORT = 3000;

  @IsUrl({ ...urlOptions, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL: string;

  @IsUrl({ ...urlOptions, protocols: ['redis', 'rediss'] })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix for every Redis key and BullMQ queue, so several instances can share one Redis. */
  @IsString()
  REDIS_PREFIX = 'course-shop';

  @IsUrl(urlOptions)
  WEB_URL = 'http://localhost:3000';

  @IsUrl(urlOptions)
  PUBLIC_API_URL = 'http://localhost:3000';

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  @Transform(toBoolean)
  @IsBoolean()
  QUEUE_WORKER_IN_API = true;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Which proxies may name the client in X-Forwarded-For; see parseTrustProxy. */
  @Transform(({ value }) => parseTrustProxy(value))
  @ValidateBy(
    { name: 'isTrustProxy', validator: { validate: (value) => value !== null } },
    {
      message:
        'false, true, or proxy addresses, CIDR ranges, loopback, uniquelocal; comma-separated',
    },
  )
  TRUST_PROXY: TrustProxy = false;

  @IsOptional()
  @IsEmail()
  ADMIN_LOGIN?: string;

  @IsOptional()
  @IsString()
  @MinLength(6)
  ADMIN_PASSWORD?: string;

  /** Where consultation requests are announced; ADMIN_LOGIN when unset, no letter when neither is. */
  @IsOptional()
  @IsEmail()
  ADMIN_NOTIFY_EMAIL?: string;

  @IsOptional()
  @IsUrl({ ...urlOptions, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Курсы психотерапевта <no-reply@localhost>';

  @IsString()
  MAIL_OUTBOX_DIR = 'outbox';

  /** Uploaded images are stored here (relative to apps/api) and served at /uploads/…. */
  @IsString()
  UPLOAD_DIR = 'uploads';

  @PositiveInt()
  THROTTLE_WINDOW_SECONDS = 900;

  /** Attempts for one login from one address: what stops password guessing from one place. */
  @PositiveInt()
  THROTTLE_AUTH_PER_LOGIN_IP = 10;

  /**
   * Attempts for one login from all addresses together. Set far above the per-address limits: a low
   * value would let a stranger lock the owner out by failing on purpose from elsewhere.
   */
  @PositiveInt()
  THROTTLE_AUTH_PER_LOGIN = 1000;

  @PositiveInt()
  THROTTLE_AUTH_PER_IP = 100;

  @PositiveInt()
  THROTTLE_GLOBAL_PER_MINUTE = 1200;

  /**
   * Providers without keys use the API's own sandbox pages (offline purchases in demos and tests);
   * a provider whose keys are set always uses the real one.
   */
  @Transform(toBoolean)
  @IsBoolean()
  PAYMENTS_SANDBOX = false;

  /** Pending payments older than this are asked about at their provider (reconciliation). */
  @PositiveInt()
  PAYMENTS_RECONCILE_AFTER_MINUTES = 30;

  @PositiveInt()
  PAYMENTS_RECONCILE_EVERY_MINUTES = 10;

  /** The worker re-queues callbacks stored while Redis was down this often. */
  @PositiveInt()
  PAYMENTS_SWEEP_EVERY_SECONDS = 15;

  /** 54-FZ receipt: the shop's tax system (sno / Taxation). */
  @IsIn(['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'])
  PAYMENTS_TAX_SYSTEM = 'usn_income';

  /** 54-FZ receipt: the VAT code of a course line. */
  @IsIn([
    'none',
    'vat0',
    'vat5',
    'vat7',
    'vat10',
    'vat20',
    'vat22',
    'vat105',
    'vat107',
    'vat110',
    'vat120',
    'vat122',
  ])
  PAYMENTS_VAT = 'none';

  @IsOptional()
  @IsString()
  ROBOKASSA_MERCHANT_LOGIN?: string;

  @IsOptional()
  @IsString()
  ROBOKASSA_PASSWORD1?: string;

  @IsOptional()
  @IsString()
  ROBOKASSA_PASSWORD2?: string;

  @IsOptional()
  @IsString()
  ROBOKASSA_TEST_PASSWORD1?: string;

  @IsOptional()
  @IsString()
  ROBOKASSA_TEST_PASSWORD2?: string;

  @Transform(toBoolean)
  @IsBoolean()
  ROBOKASSA_IS_TEST = false;

  @IsIn(['md5', 'ripemd160', 'sha1', 'sha256', 'sha384', 'sha512'])
  ROBOKASSA_HASH = 'md5';

  @IsUrl(urlOptions)
  ROBOKASSA_CHECKOUT_URL = 'https://auth.robokassa.ru/Merchant/Index.aspx';

  /** The XML web service (OpStateExt). */
  @IsUrl(urlOptions)
  ROBOKASSA_API_URL = 'https://auth.robokassa.ru/Merchant/WebService/Service.asmx';

  @IsOptional()
  @IsString()
  EPOINT_PUBLIC_KEY?: string;

  @IsOptional()
  @IsString()
  EPOINT_PRIVATE_KEY?: string;

  @IsUrl(urlOptions)
  EPOINT_API_URL = 'https://epoint.az/api/1';

  @IsOptional()
  @IsString()
  TINKOFF_TERMINAL_KEY?: string;

  @IsOptional()
  @IsString()
  TINKOFF_PASSWORD?: string;

  @IsUrl(urlOptions)
  TINKOFF_API_URL = 'https://securepay.tinkoff.ru/v2';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const environment = plainToInstance(Environment, defined, { exposeDefaultValues: true });
  const errors = validateSync(environment, { whitelist: false });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) =>
        e.value === undefined
          ? `${e.property} is required`
          : `${e.property} is malformed (${Object.values(e.constraints ?? {}).join('; ')})`,
      ),
    );
  }
  if ((environment.ADMIN_LOGIN === undefined) !== (environment.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(['ADMIN_LOGIN and ADMIN_PASSWORD must be set together']);
  }
  return environment;
}
