// Seeds the callbacks benchmark with set-based SQL: `count` learners, one priced course, and one
// pending Robokassa payment per learner for it, as a checkout would have left them.

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
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { paymentIds: payments.map((payment) => payment.id), amountMinor: COURSE_PRICE_MINOR };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
