import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';

type Counter = ((id: number, method: string, ...args: unknown[]) => void) & {
  a?: unknown[];
  l?: number;
};

declare global {
  interface Window {
    ym?: Counter;
  }
}

const TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';
let initialised = false;

function counterId(): number | null {
  const id = Number(env.metrikaId);
  return env.metrikaId && Number.isFinite(id) ? id : null;
}

/** Loads the counter tag once; does nothing without VITE_METRIKA_ID, so no visitor is counted by default. */
export function initAnalytics() {
  const id = counterId();
  if (id === null || initialised || typeof window === 'undefined') return;
  initialised = true;
  const queue: Counter = Object.assign(
    (...args: unknown[]) => {
      (queue.a = queue.a ?? []).push(args);
    },
    { l: Date.now() },
  ) as Counter;
  window.ym = window.ym ?? queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = TAG_URL;
  document.head.appendChild(script);
  window.ym(id, 'init', {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    webvisor: true,
  });
}

/** Sends a page hit on every route change. */
export function usePageHits() {
  const location = useLocation();
  useEffect(() => {
    const id = counterId();
    if (id === null || !window.ym) return;
    window.ym(id, 'hit', `${location.pathname}${location.search}${location.hash}`);
  }, [location.pathname, location.search, location.hash]);
}
