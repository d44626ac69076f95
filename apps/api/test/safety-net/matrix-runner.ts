import type { Declaration, Outcome } from './matrix-declaration.js';
import type { ApiOperation } from './openapi-operations.js';
import { buildRequest } from './operation-request.js';
import { probe, type ProbeTools } from './probe.js';
import { ROLES, type Role, secretsHiddenFrom, type World } from './safety-world.js';

const matches = (expected: Outcome, status: number) =>
  expected === 'ok' ? status >= 200 && status < 300 : status === expected;

const tokenOf = (world: World, role: Role) =>
  role === 'anonymous' ? null : world.sessions[role].token;

/**
 * Sends the operation's declared request as each role, in order (admin last, so a change the admin
 * may make never precedes a refusal), and answers one line per broken expectation.
 */
export async function checkMatrixRow(
  operation: ApiOperation,
  declaration: Declaration,
  world: World,
  tools: ProbeTools,
): Promise<string[]> {
  const problems: string[] = [];
  for (const role of ROLES) {
    const expected = declaration.expect[role];
    const { token, ...parts } = (await declaration.request?.(world, role)) ?? {};
    const request = buildRequest(
      operation,
      parts,
      token === undefined ? tokenOf(world, role) : token,
    );
    const result = await probe(tools, operation.operationId, request);
    tools.report.matrixCells += 1;
    const cell = `${declaration.case ? `${declaration.case}, ` : ''}${role}: `;
    const problem = (violation: string, detail: string, signature = detail) => {
      problems.push(`${cell}${violation}: ${detail}`);
      tools.report.failures.push({
        violation,
        detail,
        signature: `${operation.operationId}, ${cell}${signature}`,
        operationId: operation.operationId,
        role,
        kind: 'authorization matrix',
        request: result.request,
        response: result.response,
        stack: result.stack,
      });
    };
    for (const finding of result.findings) {
      problem(finding.violation, finding.detail, finding.signature);
    }
    const response = result.response;
    if (!response) continue;
    if (!matches(expected, response.status)) {
      problem(`expected ${expected}`, `got ${response.status} ${response.text.slice(0, 200)}`);
    }
    if (expected !== 'ok' && Object.keys(result.written).length > 0 && response.status < 400) {
      problem('refused role changed data', `rows written: ${JSON.stringify(result.written)}`);
    }
    const leaked = secretsHiddenFrom(world, role).find((secret) => response.text.includes(secret));
    if (leaked) problem("shows another user's private data", leaked);
    if (declaration.verify && response.status < 300 && response.json) {
      const wrong = await declaration.verify(response.json as Record<string, unknown>, role, world);
      if (wrong) problem('ownership', wrong);
    }
  }
  return problems;
}
