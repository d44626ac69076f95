// Seeds a migrated, empty database at the scale the catalog was measured at: 300 active courses
// (plus a few inactive ones) with paragraphs of description, 2–3 tags and 0–3 price windows each,
// 60 kits, 20,000 users with tokens, about 150,000 access grants and as many payments, the school
// (seed-school.mjs), one learner and one admin whose bearer tokens the benchmark uses. Everything is
// inserted with set-based SQL, in seconds.

import { createHash } from 'node:crypto';
import { seedSchool } from './seed-school.mjs';

export const SCALE = {
  activeWebinars: 300,
  inactiveWebinars: 12,
  tags: 40,
  kits: 60,
  inactiveKits: 4,
  users: 20_000,
  grants: 150_000,
};

const DAY_MS = 24 * 3600 * 1000;

const TOPICS = [
  'Отношения',
  'Тревога',
  'Семья',
  'Дети и подростки',
  'Самооценка',
  'Горе и утрата',
  'Кризисы',
  'Психосоматика',
  'Зависимости',
  'Выгорание',
];

const SENTENCES = [
  'На этом занятии мы разберём, почему привычные способы справляться с напряжением перестают работать.',
  'Вы узнаете, как замечать собственные границы и говорить о них без чувства вины.',
  'Курс опирается на современные исследования привязанности и многолетнюю практику автора.',
  'Каждый блок завершается упражнениями, которые можно выполнять самостоятельно дома.',
  'Особое внимание уделено тому, как переживания прошлого влияют на решения, которые мы принимаем сегодня.',
  'Материал подойдёт и специалистам помогающих профессий, и тем, кто хочет лучше понять себя.',
  'Мы обсудим типичные ошибки, из-за которых разговоры с близкими превращаются в конфликты.',
  'В конце курса вы составите личный план изменений и поймёте, с чего начать уже завтра.',
];

/** A small seeded generator, so every run builds the same catalog. */
function randomGenerator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/** Inserts rows given as objects through one json_populate_recordset statement. */
async function insertRows(client, table, columns, rows) {
  if (rows.length === 0) return [];
  const list = columns.map((column) => `"${column}"`).join(', ');
  const { rows: inserted } = await client.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)
     RETURNING *`,
    [JSON.stringify(rows)],
  );
  return inserted;
}

function priceWindows(random, now, count, startId) {
  const windows = [];
  for (let index = 0; index < count; index += 1) {
    const kind = Math.floor(random() * 3); // 0 active now, 1 past, 2 future
    const startOffset = [-5, -60, 20][kind] - Math.floor(random() * 10);
    const length = 10 + Math.floor(random() * 20);
    windows.push({
      start: new Date(now + startOffset * DAY_MS).toISOString(),
      end: new Date(now + (startOffset + length) * DAY_MS).toISOString(),
      price: 1900 + Math.floor(random() * 20) * 100,
      price_azn: 38 + Math.floor(random() * 20) * 2,
      // Distinct creation times: the newest window wins an overlap, so ties must not happen.
      created_at: new Date(now - (startId + index) * 60_000).toISOString(),
    });
  }
  return windows;
}

function webinarRows(random, now) {
  const total = SCALE.activeWebinars + SCALE.inactiveWebinars;
  return Array.from({ length: total }, (_, index) => {
    const paragraphs = 3 + Math.floor(random() * 3);
    const description = Array.from({ length: paragraphs }, () =>
      Array.from({ length: 3 }, () => SENTENCES[Math.floor(random() * SENTENCES.length)]).join(' '),
    );
    const created = new Date(now - (400 - index) * DAY_MS).toISOString();
    return {
      title: `${TOPICS[index % TOPICS.length]}: практический курс №${index + 1}`,
      url: `https://materials.example/courses/${index + 1}`,
      video_url: `https://video.example/embed/${index + 1}`,
      image: `/uploads/webinars/${index + 1}.jpg`,
      length: index % 7 === 0 ? null : `${2 + (index % 6)} часов`,
      age: index % 5 === 0 ? 16 : 18,
      price: 2900 + (index % 30) * 100,
      price_azn: 58 + (index % 30) * 2,
      // Some courses have a renewal price of their own; the rest renew at the default share.
      prolongation_price: index % 9 === 0 ? 1500 : null,
      prolongation_price_azn: index % 9 === 0 ? 30 : null,
      is_active: index < SCALE.activeWebinars,
      short_description: 'Как замечать, где заканчиваетесь вы и начинается другой человек.',
      description,
      sort: index % 4 === 0 ? null : (index * 7) % 200,
      priority: index % 3,
      created_at: created,
      updated_at: created,
    };
  });
}

/**
 * Seeds the catalog and the users; answers what the benchmark needs to address: the learner's and
 * the admin's tokens, a course and a kit to open, and a course the learner can watch.
 */
export async function seedBenchmarkData(client, now = Date.now()) {
  const random = randomGenerator(20_261_121);
  await client.query('BEGIN');
  try {
    const tags = await insertRows(
      client,
      'tags',
      ['title'],
      Array.from({ length: SCALE.tags }, (_, index) => ({
        title: `${TOPICS[index % TOPICS.length]} ${Math.floor(index / TOPICS.length) + 1}`,
      })),
    );
    const webinars = await insertRows(
      client,
      'webinars',
      [
        'title',
        'url',
        'video_url',
        'image',
        'length',
        'age',
        'price',
        'price_azn',
        'prolongation_price',
        'prolongation_price_azn',
        'is_active',
        'short_description',
        'description',
        'sort',
        'priority',
        'created_at',
        'updated_at',
      ],
      webinarRows(random, now),
    );

    const webinarTags = [];
    const webinarPrices = [];
    for (const webinar of webinars) {
      const count = 2 + Math.floor(random() * 2);
      const first = Math.floor(random() * tags.length);
      for (let index = 0; index < count; index += 1) {
        webinarTags.push({
          webinar_id: webinar.id,
          tag_id: tags[(first + index * 7) % tags.length].id,
        });
      }
      for (const window of priceWindows(
        random,
        now,
        Math.floor(random() * 4),
        webinarPrices.length,
      )) {
        webinarPrices.push({ ...window, webinar_id: webinar.id });
      }
    }
    await insertRows(client, 'webinar_tags', ['webinar_id', 'tag_id'], webinarTags);
    await insertRows(
      client,
      'webinar_custom_prices',
      ['webinar_id', 'start', 'end', 'price', 'price_azn', 'created_at'],
      webinarPrices,
    );

    const kits = await insertRows(
      client,
      'kits',
      ['title', 'description', 'price', 'price_azn', 'image', 'mark_id', 'sort', 'is_active'],
      Array.from({ length: SCALE.kits }, (_, index) => ({
        title:
          index % 15 === 0
            ? 'Психотерапевт 21 века'
            : `Комплект «${TOPICS[index % TOPICS.length]}» №${index + 1}`,
        description: SENTENCES.slice(0, 1 + (index % 3)).join(' '),
        price: 9900 + (index % 10) * 1000,
        price_azn: 198 + (index % 10) * 20,
        image: index % 6 === 0 ? null : `/uploads/kits/${index + 1}.jpg`,
        mark_id: index % 15 === 0 ? 1 : null,
        sort: index % 5 === 0 ? null : index,
        is_active: index >= SCALE.inactiveKits,
      })),
    );
    const kitWebinars = [];
    const kitPrices = [];
    for (const kit of kits) {
      const count = 3 + Math.floor(random() * 6);
      const first = Math.floor(random() * webinars.length);
      for (let position = 0; position < count; position += 1) {
        const webinar = webinars[(first + position * 11) % webinars.length];
        kitWebinars.push({ kit_id: kit.id, webinar_id: webinar.id, position });
      }
      for (const window of priceWindows(random, now, Math.floor(random() * 3), kitPrices.length)) {
        kitPrices.push({ ...window, kit_id: kit.id });
      }
    }
    await insertRows(client, 'kit_webinars', ['kit_id', 'webinar_id', 'position'], kitWebinars);
    await insertRows(
      client,
      'kit_custom_prices',
      ['kit_id', 'start', 'end', 'price', 'price_azn', 'created_at'],
      kitPrices,
    );

    // Users: a plausible row each; nobody logs in with these passwords, so one fixed hash serves.
    await client.query(
      `INSERT INTO users (login, email, password_hash, first_name, last_name, cellphone, city, created_at)
       SELECT 'user' || n || '@bench.example', 'user' || n || '@bench.example',
              '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$ZmFrZWhhc2hmb3JiZW5jaG1hcmtz',
              'Имя' || n, 'Фамилия' || n, '+7999' || lpad(n::text, 7, '0'), 'Москва',
              to_timestamp($1::double precision / 1000) - n * interval '10 minutes'
       FROM generate_series(1, $2::int) AS n`,
      [now, SCALE.users],
    );
    await client.query(
      `INSERT INTO api_tokens (user_id, token_hash)
       SELECT id, encode(sha256(('token-' || id)::bytea), 'hex') FROM users`,
    );

    // About 150,000 grants spread over every user: most for courses, some for kits; a third expired.
    await client.query('SELECT setseed(0.42)');
    const kitGrantShare = 0.02;
    const webinarChance = (SCALE.grants * (1 - kitGrantShare)) / (SCALE.users * webinars.length);
    const kitChance = (SCALE.grants * kitGrantShare) / (SCALE.users * kits.length);
    const grantColumns = `(user_id, webinar_id, kit_id, source, starts_at, expires_at)`;
    const expiry = `to_timestamp($1::double precision / 1000) + (random() * 700 - 240) * interval '1 day'`;
    await client.query(
      `INSERT INTO access_grants ${grantColumns}
       SELECT u.id, w.id, NULL, 'payment', e - interval '365 days', e
       FROM users u CROSS JOIN webinars w CROSS JOIN LATERAL (SELECT ${expiry} AS e) x
       WHERE random() < $2`,
      [now, webinarChance],
    );
    await client.query(
      `INSERT INTO access_grants ${grantColumns}
       SELECT u.id, NULL, k.id, 'payment', e - interval '365 days', e
       FROM users u CROSS JOIN kits k CROSS JOIN LATERAL (SELECT ${expiry} AS e) x
       WHERE random() < $2`,
      [now, kitChance],
    );

    const learner = await seedLearner(client, now, webinars, kits);
    await seedPayments(client, now, learner.id);
    const admin = await seedAdmin(client);
    await seedSchool(client, now, { learnerId: learner.id, adminId: admin.id });
    await client.query('COMMIT');
    await client.query('ANALYZE');

    const activeWebinar = (webinar) => webinar.is_active;
    const publicWebinar = webinars.find(
      (webinar) =>
        activeWebinar(webinar) &&
        webinarPrices.some(
          (window) =>
            window.webinar_id === webinar.id &&
            Date.parse(window.start) <= now &&
            now <= Date.parse(window.end),
        ),
    );
    const publicKit = kits.find(
      (kit) => kit.is_active && kitWebinars.filter((item) => item.kit_id === kit.id).length >= 5,
    );
    return {
      learner,
      admin,
      webinarId: publicWebinar.id,
      ownedWebinarId: learner.ownedWebinarId,
      kitId: publicKit.id,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** The learner the benchmark logs in as: 40 courses (a quarter expired) and 3 kits, one marked. */
async function seedLearner(client, now, webinars, kits) {
  const token = 'bench-learner-token-0123456789abcdefghijklmnopqrstuv';
  const {
    rows: [user],
  } = await client.query(
    `INSERT INTO users (login, email, password_hash, first_name, last_name)
     VALUES ('learner@bench.example', 'learner@bench.example', 'unused', 'Анна', 'Иванова')
     RETURNING id`,
  );
  await client.query('INSERT INTO api_tokens (user_id, token_hash) VALUES ($1, $2)', [
    user.id,
    sha256Hex(token),
  ]);
  const owned = webinars.filter((_, index) => index % 8 === 3).slice(0, 40);
  const grants = owned.map((webinar, index) => ({
    user_id: user.id,
    webinar_id: webinar.id,
    kit_id: null,
    expires_at: new Date(now + (index % 4 === 0 ? -30 : 200) * DAY_MS + index * 3_600_000),
  }));
  const activeKits = kits.filter((kit) => kit.is_active);
  const ownedKits = [activeKits.find((kit) => kit.mark_id === 1), activeKits[3], activeKits[7]];
  ownedKits.forEach((kit, index) =>
    grants.push({
      user_id: user.id,
      webinar_id: null,
      kit_id: kit.id,
      expires_at: new Date(now + (index === 2 ? -10 : 300) * DAY_MS),
    }),
  );
  await insertRows(
    client,
    'access_grants',
    ['user_id', 'webinar_id', 'kit_id', 'source', 'starts_at', 'expires_at'],
    grants.map((grant) => ({
      ...grant,
      source: 'payment',
      starts_at: new Date(grant.expires_at.getTime() - 365 * DAY_MS),
    })),
  );
  const watchable = owned.find((webinar, index) => webinar.is_active && index % 4 !== 0);
  return { id: user.id, token, ownedWebinarId: watchable.id };
}

/**
 * Payments as a year of sales leaves them: about one per grant for everyone, and the learner's own
 * 40 (purchases, renewals, gifts; paid, pending and failed), so 'Мои покупки' reads a real table.
 * Their letters count as sent, or the worker would mail every seeded buyer a receipt.
 */
async function seedPayments(client, now, learnerId) {
  const columns = `(user_id, type, product_type, product_id, product_title, is_renewal, provider,
    currency, amount_minor, status, description, gift_email, recipient_id, paid_at, granted_at,
    notified_at, created_at, updated_at)`;
  await client.query(
    `INSERT INTO payments ${columns}
     SELECT g.user_id, 1, 'webinar', g.webinar_id, w.title, false, 'robokassa', 'RUB',
            (w.price * 100)::int, 'paid', 'Покупка видеокурса «' || w.title || '»', NULL, g.user_id,
            g.starts_at, g.starts_at, g.starts_at, g.starts_at, g.starts_at
     FROM access_grants g JOIN webinars w ON w.id = g.webinar_id
     WHERE g.user_id <> $1`,
    [learnerId],
  );
  const statuses = ['paid', 'paid', 'paid', 'pending', 'failed'];
  await client.query(
    `INSERT INTO payments ${columns}
     SELECT $1::int, CASE WHEN n % 7 = 0 THEN 2 ELSE 1 END, 'webinar', w.id, w.title, n % 5 = 1,
            (ARRAY['robokassa', 'epoint', 'tinkoff'])[n % 3 + 1], CASE WHEN n % 3 = 1 THEN 'AZN' ELSE 'RUB' END,
            (w.price * 100)::int, s.status::payment_status, 'Покупка видеокурса «' || w.title || '»',
            CASE WHEN n % 7 = 0 THEN 'friend' || n || '@bench.example' END,
            CASE WHEN n % 7 = 0 THEN NULL ELSE $1::int END,
            CASE WHEN s.status = 'paid' THEN t END, CASE WHEN s.status = 'paid' AND n % 7 <> 0 THEN t END,
            CASE WHEN s.status = 'paid' THEN t END, t, t
     FROM generate_series(1, 40) n
     JOIN LATERAL (SELECT id, title, price FROM webinars ORDER BY id OFFSET n LIMIT 1) w ON true
     CROSS JOIN LATERAL (SELECT ($3::text[])[n % 5 + 1] AS status,
                                to_timestamp($2::bigint / 1000.0) - n * interval '7 days' AS t) s`,
    [learnerId, now, statuses],
  );
}

async function seedAdmin(client) {
  const token = 'bench-admin-token-0123456789abcdefghijklmnopqrstuvwx';
  const {
    rows: [user],
  } = await client.query(
    `INSERT INTO users (login, email, password_hash, first_name, roles)
     VALUES ('admin@bench.example', 'admin@bench.example', 'unused', 'Администратор', '{ADMIN,USER}')
     RETURNING id`,
  );
  await client.query('INSERT INTO api_tokens (user_id, token_hash) VALUES ($1, $2)', [
    user.id,
    sha256Hex(token),
  ]);
  return { id: user.id, token };
}
