// The requests the benchmark times, and the check that both servers answer them with the same JSON.

import { isDeepStrictEqual } from 'node:util';

/** One table row per request: who asks for what. */
export function benchmarkRequests(fixtures) {
  const learner = { authorization: `Bearer ${fixtures.learner.token}` };
  const admin = { authorization: `Bearer ${fixtures.admin.token}` };
  return [
    { key: 'health', label: 'health (bare: same probes)', path: '/api/health' },
    { key: 'webinars', label: 'course list, anonymous', path: '/api/v2/user/webinars' },
    {
      key: 'webinars-first',
      label: 'first 8 courses (home)',
      path: '/api/v2/user/webinars?limit=8',
    },
    {
      key: 'webinars-learner',
      label: 'course list, learner',
      path: '/api/v2/user/webinars',
      headers: learner,
    },
    {
      key: 'webinar',
      label: 'a course, anonymous',
      path: `/api/v2/user/webinars/${fixtures.webinarId}`,
    },
    {
      key: 'webinar-learner',
      label: 'a course, learner (owned)',
      path: `/api/v2/user/webinars/${fixtures.ownedWebinarId}`,
      headers: learner,
    },
    { key: 'kits', label: 'kit list, anonymous', path: '/api/v2/user/kits' },
    { key: 'kit', label: 'a kit, anonymous', path: `/api/v2/user/kits/${fixtures.kitId}` },
    {
      key: 'my-webinars',
      label: 'my courses, learner',
      path: '/api/v2/user/webinars/my',
      headers: learner,
    },
    { key: 'my-kits', label: 'my kits, learner', path: '/api/v2/user/kits/my', headers: learner },
    {
      key: 'my-payments',
      label: 'my payments, learner',
      path: '/api/v1/user/current/payments',
      headers: learner,
    },
    {
      key: 'school-exercises',
      label: 'school exercises, learner',
      path: '/api/v1/school/user/exercises',
      headers: learner,
    },
    {
      key: 'my-schools',
      label: 'my schools, learner',
      path: '/api/v1/school/user/tariffs',
      headers: learner,
    },
    {
      key: 'admin-webinars',
      label: 'admin course page 1',
      path: '/api/v2/admin/webinars?page=1',
      headers: admin,
    },
  ];
}

/** The JSON with every object's keys sorted: key order is the only difference allowed. */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}

/** The first path at which two JSON values differ, for the error message. */
function firstDifference(a, b, path = '$') {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
    if (Array.isArray(a) && a.length !== b.length)
      return `${path}: ${a.length} items vs ${b.length}`;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 200)} vs ${JSON.stringify(b)?.slice(0, 200)}`;
}

async function fetchJson(base, request) {
  const response = await fetch(base + request.path, { headers: request.headers ?? {} });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${base}${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { text, json: JSON.parse(text) };
}

/**
 * Fetches every request from both servers and throws on the first difference. Answers the size of
 * each body and whether the bytes were identical too.
 */
export async function checkSameAnswers(requests, productUrl, bareUrl) {
  const sizes = new Map();
  for (const request of requests) {
    const [product, bare] = await Promise.all([
      fetchJson(productUrl, request),
      fetchJson(bareUrl, request),
    ]);
    const difference = firstDifference(canonical(product.json), canonical(bare.json));
    if (difference) throw new Error(`${request.label} (${request.path}) differs at ${difference}`);
    sizes.set(request.key, {
      bytes: Buffer.byteLength(product.text),
      identical: product.text === bare.text,
    });
  }
  return sizes;
}
