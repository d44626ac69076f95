// The yardstick: a bare Fastify + node-postgres server answering the benchmarked requests
// with hand-written SQL and the same JSON as the API (per-viewer state, ownership, expiry, prices
// from custom price windows, video visibility). No framework, no ORM, no logging, no throttling.
// Its SQL is as good as we know how to write: one row per item, tags and the active price window
// as JSON sub-selects, the description as JSON (node-postgres parses a long text[] literal several
// times slower than JSON.parse reads the same array). The school's routes are in bare-school.mjs.
//
//   DATABASE_URL=… REDIS_URL=… PORT=… node scripts/bench/bare-server.mjs

import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { schoolRoutes } from './bare-school.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

const PROLONGATION_SHARE = 0.6;
const toKopecks = (amount) => Math.round(amount * 100) / 100;
/** The renewal price an admin set, else the default share of the list price. */
const renewal = (listPrice, setPrice) =>
  setPrice === null ? toKopecks(listPrice * PROLONGATION_SHARE) : Number(setPrice);
const iso = (value) => (value === null ? null : new Date(value).toISOString());

const ACTIVE_WINDOW = (table, key, alias) => `(
  SELECT json_build_object('id', p.id, '${key}', p.${key}, 'start', p.start, 'end', p."end",
                           'price', p.price, 'price_azn', p.price_azn)
  FROM ${table} p
  WHERE p.${key} = ${alias}.id AND p.start <= $1 AND p."end" >= $1
  ORDER BY p.created_at DESC LIMIT 1)`;

const WEBINARS_SQL = `
  SELECT w.id, w.title, w.url, w.video_url, w.image, w.length, w.age, w.short_description,
         array_to_json(w.description) AS description, w.sort, w.priority, w.created_at, w.updated_at, w.price, w.price_azn,
         w.prolongation_price, w.prolongation_price_azn, w.is_active,
         COALESCE((SELECT json_agg(json_build_object('id', t.id, 'title', t.title) ORDER BY t.title)
                   FROM webinar_tags wt JOIN tags t ON t.id = wt.tag_id
                   WHERE wt.webinar_id = w.id), '[]') AS tags,
         ${ACTIVE_WINDOW('webinar_custom_prices', 'webinar_id', 'w')} AS custom_price
  FROM webinars w`;
const WEBINAR_ORDER = 'ORDER BY w.sort ASC NULLS LAST, w.priority DESC, w.id ASC';

const KITS_SQL = `
  SELECT k.id, k.title, k.description, k.image, k.mark_id, k.sort, k.price, k.price_azn,
         k.prolongation_price, k.prolongation_price_azn, k.is_active,
         ARRAY(SELECT kw.webinar_id FROM kit_webinars kw WHERE kw.kit_id = k.id
               ORDER BY kw.position) AS webinar_ids,
         ${ACTIVE_WINDOW('kit_custom_prices', 'kit_id', 'k')} AS custom_price
  FROM kits k`;
const KIT_ORDER = 'ORDER BY k.sort ASC NULLS LAST, k.id ASC';

async function viewerOf(request) {
  const now = new Date();
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return { id: null, isAdmin: false, now };
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query(
    `SELECT u.id, 'ADMIN' = ANY(u.roles) AS is_admin
     FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`,
    [hash],
  );
  return rows[0]
    ? { id: rows[0].id, isAdmin: rows[0].is_admin, now }
    : { id: null, isAdmin: false, now };
}

/** The viewer's grants by item id: webinar grants, or the kits' own grants. */
async function grantsOf(viewer, kind) {
  if (!viewer.id) return new Map();
  const { rows } = await pool.query(
    kind === 'webinar'
      ? `SELECT webinar_id AS id, expires_at FROM access_grants WHERE user_id = $1 AND webinar_id IS NOT NULL`
      : `SELECT kit_id AS id, expires_at FROM access_grants WHERE user_id = $1 AND webinar_id IS NULL`,
    [viewer.id],
  );
  return new Map(rows.map((row) => [row.id, row.expires_at]));
}

function purchasable(row, window, viewer, expiresAt) {
  const price = Number(row.price);
  const priceAzn = Number(row.price_azn);
  const owns = viewer.id !== null && expiresAt !== undefined;
  const state = owns ? (viewer.now < expiresAt ? 'can_view' : 'can_prolong') : 'can_buy';
  return {
    fields: {
      price,
      price_azn: priceAzn,
      final_price: window ? window.price : price,
      final_price_azn: window ? window.price_azn : priceAzn,
      prolongation_price: renewal(price, row.prolongation_price),
      prolongation_price_azn: renewal(priceAzn, row.prolongation_price_azn),
      is_active: row.is_active,
      is_owner: owns,
      state,
      access_expires_at: owns ? expiresAt.toISOString() : null,
    },
    seesContent: viewer.isAdmin || state === 'can_view',
  };
}

const windowJson = (window) =>
  window && { ...window, start: iso(window.start), end: iso(window.end) };

function webinarJson(row, viewer, grants) {
  const window = windowJson(row.custom_price);
  const { fields, seesContent } = purchasable(row, window, viewer, grants.get(row.id));
  return {
    id: row.id,
    title: row.title,
    url: seesContent ? row.url : null,
    image: row.image,
    length: row.length,
    age: row.age,
    short_description: row.short_description,
    description: row.description,
    sort: row.sort,
    priority: row.priority,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    custom_price: window,
    tags: row.tags,
    video_url: seesContent ? row.video_url : null,
    ...fields,
  };
}

async function webinars(viewer, { ids, extra = '', params = [] } = {}) {
  const filters = [viewer.isAdmin ? 'TRUE' : 'w.is_active'];
  if (ids) filters.push('w.id = ANY($2)');
  const [{ rows }, grants] = await Promise.all([
    pool.query(`${WEBINARS_SQL} WHERE ${filters.join(' AND ')} ${WEBINAR_ORDER} ${extra}`, [
      viewer.now,
      ...(ids ? [ids] : []),
      ...params,
    ]),
    grantsOf(viewer, 'webinar'),
  ]);
  return rows.map((row) => webinarJson(row, viewer, grants));
}

async function kits(viewer, { ids, markId } = {}) {
  const filters = [viewer.isAdmin ? 'TRUE' : 'k.is_active'];
  const params = [viewer.now];
  if (ids) filters.push(`k.id = ANY($${params.push(ids)})`);
  if (markId !== undefined) filters.push(`k.mark_id = $${params.push(markId)}`);
  const [{ rows }, grants] = await Promise.all([
    pool.query(`${KITS_SQL} WHERE ${filters.join(' AND ')} ${KIT_ORDER}`, params),
    grantsOf(viewer, 'kit'),
  ]);
  const webinarIds = [...new Set(rows.flatMap((row) => row.webinar_ids))];
  const byId = new Map(
    (webinarIds.length ? await webinars(viewer, { ids: webinarIds }) : []).map((webinar) => [
      webinar.id,
      webinar,
    ]),
  );
  return rows.map((row) => {
    const window = windowJson(row.custom_price);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      webinars: row.webinar_ids.flatMap((id) => byId.get(id) ?? []),
      image: row.image,
      mark_id: row.mark_id,
      sort: row.sort,
      custom_price: window,
      ...purchasable(row, window, viewer, grants.get(row.id)).fields,
    };
  });
}

const notFound = (reply) => reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND' });
const unauthorized = (reply) => reply.code(401).send({ statusCode: 401, code: 'UNAUTHORIZED' });

const app = Fastify({ logger: false });

app.get('/api/health', async () => {
  await Promise.all([pool.query('SELECT 1'), redis.ping()]);
  return { status: 'ok', postgres: 'up', redis: 'up' };
});

app.get('/api/v2/user/webinars', async (request) => {
  const { limit } = request.query;
  const first = limit === undefined ? {} : { extra: 'LIMIT $2', params: [Number(limit)] };
  return { webinars: await webinars(await viewerOf(request), first) };
});

app.get('/api/v2/user/webinars/my', async (request, reply) => {
  const viewer = await viewerOf(request);
  if (!viewer.id) return unauthorized(reply);
  const owned = [...(await grantsOf(viewer, 'webinar')).keys()];
  return { webinars: owned.length ? await webinars(viewer, { ids: owned }) : [] };
});

app.get('/api/v2/user/webinars/:id', async (request, reply) => {
  const [webinar] = await webinars(await viewerOf(request), { ids: [Number(request.params.id)] });
  return webinar ? { webinar } : notFound(reply);
});

app.get('/api/v2/user/kits', async (request) => ({ kits: await kits(await viewerOf(request)) }));

app.get('/api/v2/user/kits/my', async (request, reply) => {
  const viewer = await viewerOf(request);
  if (!viewer.id) return unauthorized(reply);
  const owned = [...(await grantsOf(viewer, 'kit')).keys()];
  const markId = request.query.mark_id === undefined ? undefined : Number(request.query.mark_id);
  return { kits: owned.length ? await kits(viewer, { ids: owned, markId }) : [] };
});

app.get('/api/v2/user/kits/:id', async (request, reply) => {
  const [kit] = await kits(await viewerOf(request), { ids: [Number(request.params.id)] });
  return kit ? { kit } : notFound(reply);
});

app.get('/api/v1/user/current/payments', async (request, reply) => {
  const viewer = await viewerOf(request);
  if (!viewer.id) return unauthorized(reply);
  const { rows } = await pool.query(
    `SELECT * FROM payments WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [viewer.id],
  );
  return {
    payments: rows.map((row) => ({
      id: row.id,
      type: row.type,
      paid: row.status === 'paid',
      status: row.status,
      user_id: row.user_id,
      price: row.amount_minor / 100,
      currency: row.currency,
      product_type: row.product_type,
      purchase: { title: row.product_title },
      description: row.description,
      purchase_id: row.product_id,
      is_renewal: row.is_renewal,
      gift_email: row.gift_email,
      gift_delivered: row.type === 2 ? row.granted_at !== null : null,
      payment_service: row.provider,
      can_check: row.status === 'pending' && row.provider !== null,
      paid_at: iso(row.paid_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
  };
});

app.get('/api/v2/admin/webinars', async (request, reply) => {
  const viewer = await viewerOf(request);
  if (!viewer.isAdmin) return unauthorized(reply);
  const page = Number(request.query.page ?? 1);
  const perPage = Number(request.query.per_page ?? 20);
  const [list, { rows }] = await Promise.all([
    webinars(viewer, { extra: 'LIMIT $2 OFFSET $3', params: [perPage, (page - 1) * perPage] }),
    pool.query('SELECT count(*)::int AS total FROM webinars'),
  ]);
  return { webinars: list, total: rows[0].total, page, per_page: perPage };
});

schoolRoutes(app, { pool, viewerOf, unauthorized });

const close = async () => {
  await app.close();
  await pool.end();
  redis.disconnect();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3100) });
