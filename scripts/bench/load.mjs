// Drives one server with autocannon and keeps what the table needs: completed requests, time spent
// and every response time (autocannon's own histogram rounds to whole milliseconds).

import autocannon from 'autocannon';

/** Targets every row must meet against the bare server. */
export const TARGET = { throughputRatio: 0.67, p99Ratio: 1.5 };

/** One timed run; fails on any error or non-2xx answer, which would make the figures meaningless. */
export function drive(url, { connections, seconds, headers = {} }) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers },
      (error, result) => {
        if (error) return reject(error);
        if (result.errors || result.timeouts || result.non2xx) {
          return reject(
            new Error(
              `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
            ),
          );
        }
        resolve({ requests: latencies.length, seconds: result.duration, latencies });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

/** Adds up the rounds of one server on one row. */
export function summarise(runs) {
  const latencies = Float64Array.from(runs.flatMap((run) => run.latencies)).sort();
  const at = (share) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return { perSecond: requests / seconds, p50: at(0.5), p99: at(0.99) };
}

/** The middle value (the mean of the two middle ones when even). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const pad = (value, width) => String(value).padStart(width);
const ms = (value) => value.toFixed(value < 10 ? 2 : 1);
const rate = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const kb = (bytes) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${bytes} B`);

/** The results table; `rows` are { label, size, product, bare } with summarised figures. */
export function formatTable(rows) {
  const labelWidth = Math.max(8, ...rows.map((row) => row.label.length));
  const header =
    `${'request'.padEnd(labelWidth)} ${pad('body', 7)} | ` +
    `${pad('API req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} | ` +
    `${pad('bare req/s', 10)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} | ` +
    `${pad('req/s ×', 7)} ${pad('p99 ×', 6)}  target`;
  const lines = rows.map(({ label, size, product, bare }) => {
    const throughput = product.perSecond / bare.perSecond;
    const tail = product.p99 / bare.p99;
    const met = throughput >= TARGET.throughputRatio && tail <= TARGET.p99Ratio;
    return (
      `${label.padEnd(labelWidth)} ${pad(kb(size), 7)} | ` +
      `${pad(rate(product.perSecond), 9)} ${pad(ms(product.p50), 7)} ${pad(ms(product.p99), 7)} | ` +
      `${pad(rate(bare.perSecond), 10)} ${pad(ms(bare.p50), 7)} ${pad(ms(bare.p99), 7)} | ` +
      `${pad(throughput.toFixed(2), 7)} ${pad(tail.toFixed(2), 6)}  ${met ? 'met' : 'MISSED'}`
    );
  });
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

/** Whether every row met the targets. */
export const allMet = (rows) =>
  rows.every(
    ({ product, bare }) =>
      product.perSecond / bare.perSecond >= TARGET.throughputRatio &&
      product.p99 / bare.p99 <= TARGET.p99Ratio,
  );
