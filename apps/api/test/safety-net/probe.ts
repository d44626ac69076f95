import {
  DatabaseWriteCounter,
  type WriteCounts,
  writeKey,
} from '../support/database-write-counter.js';
import type { RawHttpClient, RawRequest, RawResponse } from './raw-http.js';
import { type Finding, inspectResponse } from './response-checks.js';
import type { SafetyReport } from './safety-report.js';
import type { ServerErrorLog } from './server-error-log.js';

export interface ProbeTools {
  client: RawHttpClient;
  counter: DatabaseWriteCounter;
  errorLog: ServerErrorLog;
  report: SafetyReport;
  /** Waits until the background jobs a request started are done (their writes count as its own). */
  settle: () => Promise<void>;
}

export interface ProbeResult {
  request: RawRequest;
  response?: RawResponse;
  /** Rows written while the request ran, per table. */
  written: WriteCounts;
  findings: Finding[];
  /** What the server logged for this request, when it logged an error. */
  stack?: string;
}

let sequence = 0;

/**
 * The one write a refusal makes on purpose: a provider callback refused for an order that exists is
 * appended to that payment's timeline, since every callback, verified or not, is kept as evidence
 * (issue 9). Only for the callback operations, and only appends to that one table.
 */
const CALLBACK_EVIDENCE = writeKey('payment_events', 'insert');
const REFUSAL_EVIDENCE: Record<string, string> = {
  robokassaResult: CALLBACK_EVIDENCE,
  robokassaResultGet: CALLBACK_EVIDENCE,
  epointResult: CALLBACK_EVIDENCE,
  tinkoffNotification: CALLBACK_EVIDENCE,
};

/** What a refused request to the operation wrote beyond the evidence it may keep. */
function changedByRefusal(operationId: string, written: WriteCounts): string[] {
  return Object.keys(written).filter((key) => key !== REFUSAL_EVIDENCE[operationId]);
}

/**
 * Sends one request and applies the checks every answer must pass: no 5xx, no server insides in the
 * body, errors in the contract's shape, and nothing written when the request was refused (429 too).
 */
export async function probe(
  tools: ProbeTools,
  operationId: string,
  raw: RawRequest,
): Promise<ProbeResult> {
  sequence += 1;
  const request = { ...raw, headers: { 'x-request-id': `safety-${sequence}`, ...raw.headers } };
  const before = await tools.counter.read();
  let response: RawResponse | undefined;
  const findings: Finding[] = [];
  try {
    response = await tools.client.send(request);
  } catch (error) {
    const message = (error as Error).message;
    findings.push({ violation: 'no answer', detail: message, signature: message });
  }
  if (response && response.status < 400) await tools.settle();
  const written = DatabaseWriteCounter.difference(before, await tools.counter.read());
  tools.report.countResponse(response);
  if (response) {
    findings.push(...inspectResponse(response));
    const changed = response.status >= 400 ? changedByRefusal(operationId, written) : [];
    if (changed.length > 0) {
      findings.push({
        violation: 'rejected request changed data',
        detail: `rows written: ${JSON.stringify(written)}`,
        signature: `writes ${changed.sort().join(', ')}`,
      });
    }
  }
  const stack = tools.errorLog.stackOf(request.headers['x-request-id'] ?? '');
  // A 5xx is told apart by what the server threw, e.g. "QueryFailedError: invalid byte sequence".
  const thrown = stack?.split('\n')[0]?.slice(0, 160);
  for (const finding of findings) {
    if (finding.violation === 'server error (5xx)' && thrown) finding.signature = thrown;
  }
  return { request, response, written, findings, stack };
}
