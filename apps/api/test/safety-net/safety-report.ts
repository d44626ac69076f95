import type { RawRequest, RawResponse } from './raw-http.js';

export interface Failure {
  /** What promise broke, e.g. 'server error (5xx)' or 'expected 403'. */
  violation: string;
  detail: string;
  operationId: string;
  role: string;
  /** What tells causes apart within a violation, e.g. the error the server threw. */
  signature: string;
  /** What kind of request it was, e.g. 'body field ← string with NUL'. */
  kind: string;
  request: RawRequest;
  response?: RawResponse;
  stack?: string;
}

const excerpt = (value: string | Buffer | undefined, length = 300): string => {
  if (value === undefined) return '(none)';
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : value;
  const printable = JSON.stringify(text);
  return printable.length > length
    ? `${printable.slice(0, length)}… (${text.length} chars)`
    : printable;
};

const headerExcerpt = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(
      ([name, value]) =>
        `${name}: ${value.length > 60 ? `${value.slice(0, 60)}… (${value.length})` : value}`,
    )
    .join('; ') || '(none)';

/** The class a failure belongs to: which promise broke, with what status, for what cause. */
export const failureClass = (failure: Failure) =>
  `${failure.violation} | ${failure.response?.status ?? 'no answer'} | ${failure.signature}`;

const distinct = (values: string[], shown = 10) => {
  const unique = [...new Set(values)];
  const more = unique.length > shown ? ` (+${unique.length - shown})` : '';
  return `${unique.slice(0, shown).join(', ')}${more}`;
};

/** Counts everything the safety net does and renders the figures and failure classes at the end. */
export class SafetyReport {
  readonly operations = new Set<string>();
  matrixCells = 0;
  requests = 0;
  fuzzRequests = 0;
  private readonly statuses = new Map<string, number>();
  readonly failures: Failure[] = [];

  countResponse(response: RawResponse | undefined): void {
    this.requests += 1;
    const key = response ? String(response.status) : 'no answer';
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  /** Failures that break the same promise the same way, with one example each. */
  classes(): { key: string; failures: Failure[] }[] {
    const groups = new Map<string, Failure[]>();
    for (const failure of this.failures) {
      const key = failureClass(failure);
      groups.set(key, [...(groups.get(key) ?? []), failure]);
    }
    return [...groups.entries()]
      .map(([key, failures]) => ({ key, failures }))
      .sort((a, b) => b.failures.length - a.failures.length);
  }

  render(header: string[]): string {
    const lines = ['', '=== Safety net ===', ...header];
    lines.push(
      `operations covered: ${this.operations.size}`,
      `matrix cells checked: ${this.matrixCells}`,
      `requests sent: ${this.requests} (fuzzer ${this.fuzzRequests}, authorization matrix ${this.requests - this.fuzzRequests})`,
      `per status: ${[...this.statuses.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
      `failures: ${this.failures.length} in ${this.classes().length} classes`,
    );
    for (const { key, failures } of this.classes()) {
      const example = failures[0]!;
      lines.push(
        '',
        `--- ${failures.length}× ${key}`,
        `    operations: ${distinct(failures.map((failure) => failure.operationId))}`,
        `    requests:   ${distinct(failures.map((failure) => failure.kind))}`,
        `    example (${example.operationId} as ${example.role}): ${example.detail}`,
        `      request:  ${example.request.method} ${excerpt(example.request.path, 200)}`,
        `      headers:  ${headerExcerpt(example.request.headers)}`,
        `      body:     ${excerpt(example.request.body)}`,
        `      response: ${example.response ? `${example.response.status} ${excerpt(example.response.text)}` : '(no answer)'}`,
      );
      if (example.stack) {
        lines.push(`      server stack:\n${example.stack.replace(/^/gm, '        ')}`);
      }
    }
    return `${lines.join('\n')}\n`;
  }
}
