import { STATISTICS_TIME_ZONE } from './statistics-period.js';

/*
 * Both statements take $1 = from and $2 = to, calendar days in STATISTICS_TIME_ZONE, both
 * included. The bounds are turned into instants once, so the partial index on paid payments'
 * paid_at (IDX_payments_paid) serves the range. Only payments whose status is still `paid` count:
 * a refunded payment changed status and leaves every figure.
 */
const zone = `'${STATISTICS_TIME_ZONE}'`;
const periodStart = `($1::date)::timestamp AT TIME ZONE ${zone}`;
const periodEnd = `($2::date + 1)::timestamp AT TIME ZONE ${zone}`;
const paidInPeriod = `p.status = 'paid' AND p.paid_at >= ${periodStart} AND p.paid_at < ${periodEnd}`;

export interface RevenueRow {
  period_start: string;
  provider: string;
  currency: string;
  /** bigint: the driver hands it over as text. */
  amount_minor: string;
  payments: number;
}

/** $3 = 'day', 'week' (ISO weeks from Monday) or 'month'. A free item counts as provider 'free'. */
export const REVENUE_SQL = `
  SELECT to_char(date_trunc($3::text, p.paid_at AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS period_start,
    COALESCE(p.provider, 'free') AS provider, p.currency,
    SUM(p.amount_minor)::bigint AS amount_minor, COUNT(*)::int AS payments
  FROM payments p
  WHERE ${paidInPeriod}
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
 * One row with every figure of the summary. Top products: most paid payments first, then the lower
 * id; at most 10 of each kind; named as they are now, or as when bought if since deleted.
 */
export const SUMMARY_SQL = `
  WITH paid AS (
    SELECT p.product_type, p.product_id, p.product_title, p.currency, p.amount_minor, p.is_renewal
    FROM payments p
    WHERE ${paidInPeriod}
  ),
  by_currency AS (
    SELECT currency, SUM(amount_minor)::bigint AS amount_minor FROM paid GROUP BY currency
  ),
  by_product AS (
    SELECT product_type, product_id, currency, COUNT(*)::int AS payments,
      SUM(amount_minor)::bigint AS amount_minor, MAX(product_title) AS title
    FROM paid
    WHERE product_type IN ('webinar', 'kit')
    GROUP BY product_type, product_id, currency
  ),
  ranked AS (
    SELECT b.product_type, b.product_id, SUM(b.payments)::int AS payments, MAX(b.title) AS title,
      ${amountsJson('b')} AS revenue,
      row_number() OVER (PARTITION BY b.product_type ORDER BY SUM(b.payments) DESC, b.product_id)
        AS place
    FROM by_product b
    GROUP BY b.product_type, b.product_id
  ),
  top AS (
    SELECT r.product_type,
      json_agg(json_build_object('id', r.product_id, 'title', COALESCE(w.title, k.title, r.title),
        'payments', r.payments, 'revenue', r.revenue) ORDER BY r.place) AS items
    FROM ranked r
    LEFT JOIN webinars w ON r.product_type = 'webinar' AND w.id = r.product_id
    LEFT JOIN kits k ON r.product_type = 'kit' AND k.id = r.product_id
    WHERE r.place <= 10
    GROUP BY r.product_type
  )
  SELECT
    (SELECT COUNT(*) FROM paid)::int AS paid_payments,
    (SELECT COUNT(*) FROM paid WHERE is_renewal)::int AS renewals,
    COALESCE((SELECT ${amountsJson('c')} FROM by_currency c), '[]') AS revenue,
    (SELECT COUNT(*) FROM users u
      WHERE u.created_at >= ${periodStart} AND u.created_at < ${periodEnd})::int AS new_users,
    COALESCE((SELECT items FROM top WHERE product_type = 'webinar'), '[]') AS top_webinars,
    COALESCE((SELECT items FROM top WHERE product_type = 'kit'), '[]') AS top_kits`;
