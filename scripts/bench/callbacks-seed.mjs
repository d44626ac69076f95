// Seeds the callbacks benchmark with set-based SQL: `count` learners, one priced course, and one
// pending Robokassa payment per learner for it, as a checkout would have left them. Each learner
// also bought an earlier course a month ago, with everything that purchase left (its processed
// callback, timeline, access grant and grant link): the shop has a history, and PostgreSQL's
// statistics say so. Analysed while the payment tables were empty, they made the planner scan
// whole tables for each grant and callback, so a settle cost more the longer a run went on.

/** The course's price in kopecks: 4,900 roubles. */
export const COURSE_PRICE_MINOR = 490_000;

/** Answers the payments' ids in order and the amount each must be paid with. */
export async function seedPendingPayments(client, count) {
  await client.query('BEGIN');
  try {
    const {
      rows: [course],
    } = await client.query(
      `INSERT INTO webinars (title, price, price_azn, short_description)
       VALUES ('Границы в отношениях: практический курс', $1, 98, 'Курс для замера оплат')
       RETURNING id, title`,
      [COURSE_PRICE_MINOR / 100],
    );
    // Nobody logs in as these learners, so one fixed password hash serves.
    const { rows: users } = await client.query(
      `INSERT INTO users (login, email, password_hash, first_name, last_name)
       SELECT 'learner' || n || '@callbacks.bench', 'learner' || n || '@callbacks.bench',
              '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$ZmFrZWhhc2hmb3JiZW5jaG1hcmtz',
              'Имя' || n, 'Фамилия' || n
       FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [count],
    );
    const { rows: payments } = await client.query(
      `INSERT INTO payments (user_id, type, product_type, product_id, product_title, provider,
                             currency, amount_minor, description)
       SELECT u, 1, 'webinar', $2, $3::text, 'robokassa', 'RUB', $4, 'Оплата курса «' || $3::text || '»'
       FROM unnest($1::int[]) AS u
       RETURNING id`,
      [users.map((user) => user.id), course.id, course.title, COURSE_PRICE_MINOR],
    );
    await seedHistory(
      client,
      users.map((user) => user.id),
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { paymentIds: payments.map((payment) => payment.id), amountMinor: COURSE_PRICE_MINOR };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** One earlier, settled purchase per learner: what a paid callback leaves in every payment table. */
async function seedHistory(client, userIds) {
  const {
    rows: [earlier],
  } = await client.query(
    `INSERT INTO webinars (title, price, price_azn, short_description)
     VALUES ('Тревога и опора: вводный курс', 2900, 58, 'Курс, купленный раньше')
     RETURNING id, title`,
  );
  await client.query(
    `WITH paid AS (
       INSERT INTO payments (user_id, type, product_type, product_id, product_title, provider,
                             currency, amount_minor, description, status, recipient_id, paid_at,
                             granted_at, notified_at, created_at, updated_at)
       SELECT u, 1, 'webinar', $2, $3::text, 'robokassa', 'RUB', 290000,
              'Оплата курса «' || $3::text || '»', 'paid', u, now() - interval '30 days',
              now() - interval '30 days', now() - interval '30 days', now() - interval '30 days',
              now() - interval '30 days'
       FROM unnest($1::int[]) AS u
       RETURNING id, user_id, paid_at
     ), granted AS (
       INSERT INTO access_grants (user_id, webinar_id, source, payment_id, starts_at, expires_at)
       SELECT user_id, $2, 'payment', id, paid_at, paid_at + interval '365 days' FROM paid
       RETURNING id, payment_id, expires_at
     ), linked AS (
       INSERT INTO payment_grants (payment_id, access_grant_id, expires_at, granted_at)
       SELECT g.payment_id, g.id, g.expires_at, p.paid_at
       FROM granted g JOIN paid p ON p.id = g.payment_id
     ), called AS (
       INSERT INTO payment_callbacks (provider, event_key, payment_id, outcome, provider_status,
                                      received_at, processed_at, result)
       SELECT 'robokassa', 'history-' || id, id, 'paid', 'result', paid_at, paid_at, 'applied'
       FROM paid
     )
     INSERT INTO payment_events (payment_id, kind, details, created_at)
     SELECT p.id, kind, '{}'::jsonb, p.paid_at
     FROM paid p
     CROSS JOIN unnest(ARRAY['created', 'redirected', 'callback', 'state', 'grant', 'mail']) AS kind`,
    [userIds, earlier.id, earlier.title],
  );
}
