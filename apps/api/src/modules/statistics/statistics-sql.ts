import { SHOP_TIME_ZONE } from '../../common/clock/shop-time-zone.js';

/*
 * Both statements take $1 = from and $2 = to, calendar days in SHOP_TIME_ZONE, both included. They
 * read paid payments by paid_on (the day in that zone, stored by PostgreSQL) through
 * IDX_payments_paid_on alone: 100,000 payments over three years in tens of milliseconds. Only
 * payments whose status is still `paid` count: a refunded payment changed status and leaves every
 * figure.
 */
const paidInPeriod = `p.status = 'paid' AND p.paid_on BETWEEN $1::date AND $2::date`;

export interface RevenueRow {
  period_start: string;
  provider: string;
  currency: string;
  /** bigint: the driver hands it over as text. */
  amount_minor: string;
  payments: number;
}

/**
 * $3 = 'day', 'week' (ISO weeks from Monday) or 'month'. A free item counts as provider 'free'.
 * Days first, in index order (no sort, no per-payment date arithmetic), then days into periods.
 */
export const REVENUE_SQL = `
  WITH daily AS (
    SELECT p.paid_on, p.provider, p.currency, SUM(p.amount_minor) AS amount_minor,
      COUNT(*) AS payments
    FROM payments p
    WHERE ${paidInPeriod}
    GROUP BY p.paid_on, p.provider, p.currency
  )
  SELECT to_char(date_trunc($3::text, d.paid_on::timestamp), 'YYYY-MM-DD') AS period_start,
    COALESCE(d.provider, 'free') AS provider, d.currency,
    SUM(d.amount_minor)::bigint AS amount_minor, SUM(d.payments)::int AS payments
  FROM daily d
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3`;

export interface MinorAmountJson {
  currency: string;
  amount_minor: number;
}

export interface TopProductJson {
  id: number;
  title: string;
  payments: number;
  revenue: MinorAmountJson[];
}

export interface SummaryRow {
  paid_payments: number;
  renewals: number;
  revenue: MinorAmountJson[];
  new_users: number;
  top_webinars: TopProductJson[];
  top_kits: TopProductJson[];
}

const amountsJson = (alias: string) =>
  `json_agg(json_build_object('currency', ${alias}.currency, 'amount_minor', ${alias}.amount_minor)
    ORDER BY ${alias}.currency)`;

/**
 * One row with every figure of the summary, from one pass over the period's paid payments grouped
 * by product, currency and renewal (a few thousand groups at most). Top products: most paid
 * payments first, then the lower id; at most 10 of each kind; named as they are now, or as when
 * bought if since deleted (looked up only then).
 */
export const SUMMARY_SQL = `
  WITH grouped AS (
    SELECT p.product_type, p.product_id, p.currency, p.is_renewal, COUNT(*)::int AS payments,
      SUM(p.amount_minor)::bigint AS amount_minor
    FROM payments p
    WHERE ${paidInPeriod}
    GROUP BY p.product_type, p.product_id, p.currency, p.is_renewal
  ),
  by_currency AS (
    SELECT currency, SUM(amount_minor)::bigint AS amount_minor FROM grouped GROUP BY currency
  ),
  by_product AS (
    SELECT product_type, product_id, currency, SUM(payments)::int AS payments,
      SUM(amount_minor)::bigint AS amount_minor
    FROM grouped
    WHERE product_type IN ('webinar', 'kit')
    GROUP BY product_type, product_id, currency
  ),
  ranked AS (
    SELECT b.product_type, b.product_id, SUM(b.payments)::int AS payments,
      ${amountsJson('b')} AS revenue,
      row_number() OVER (PARTITION BY b.product_type ORDER BY SUM(b.payments) DESC, b.product_id)
        AS place
    FROM by_product b
    GROUP BY b.product_type, b.product_id
  ),
  top AS (
    SELECT r.product_type,
      json_agg(json_build_object('id', r.product_id,
        'title', COALESCE(w.title, k.title, (
          SELECT p.product_title FROM payments p
          WHERE ${paidInPeriod} AND p.product_type = r.product_type AND p.product_id = r.product_id
          LIMIT 1)),
        'payments', r.payments, 'revenue', r.revenue) ORDER BY r.place) AS items
    FROM ranked r
    LEFT JOIN webinars w ON r.product_type = 'webinar' AND w.id = r.product_id
    LEFT JOIN kits k ON r.product_type = 'kit' AND k.id = r.product_id
    WHERE r.place <= 10
    GROUP BY r.product_type
  )
  SELECT
    COALESCE((SELECT SUM(payments) FROM grouped), 0)::int AS paid_payments,
    COALESCE((SELECT SUM(payments) FROM grouped WHERE is_renewal), 0)::int AS renewals,
    COALESCE((SELECT ${amountsJson('c')} FROM by_currency c), '[]') AS revenue,
    (SELECT COUNT(*) FROM users u
      WHERE u.created_at >= ($1::date)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'
        AND u.created_at < ($2::date + 1)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')::int
      AS new_users,
    COALESCE((SELECT items FROM top WHERE product_type = 'webinar'), '[]') AS top_webinars,
    COALESCE((SELECT items FROM top WHERE product_type = 'kit'), '[]') AS top_kits`;
