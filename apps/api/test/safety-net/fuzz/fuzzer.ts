import fc from 'fast-check';
import type { Session } from '../../support/factories.js';
import type { ApiOperation } from '../openapi-operations.js';
import { bearer } from '../operation-request.js';
import { probe, type ProbeTools } from '../probe.js';
import type { Failure } from '../safety-report.js';
import { baseRequest, type FuzzTargets } from './base-request.js';
import { fuzzCases } from './fuzz-cases.js';
import { assembleRequest } from './fuzz-request.js';
import { seedFor } from './fuzz-settings.js';

/** Who the fuzzer asks as: nobody, a learner, an admin. */
export const FUZZ_ROLES = ['anonymous', 'learner', 'admin'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/**
 * How many requests each role sends to an operation. A refused role mostly meets the guard, so it
 * gets a quarter share; the roles let in reach parsing and validation, so they get the rest.
 */
export function requestsPerRole(
  perOperation: number,
  allowed: readonly FuzzRole[],
): Record<FuzzRole, number> {
  const admitted = allowed.length > 0 ? allowed : FUZZ_ROLES;
  const refusedShare = Math.ceil(perOperation / (FUZZ_ROLES.length * 4));
  const refused = FUZZ_ROLES.length - admitted.length;
  const admittedShare = Math.ceil((perOperation - refusedShare * refused) / admitted.length);
  return Object.fromEntries(
    FUZZ_ROLES.map((role) => [role, admitted.includes(role) ? admittedShare : refusedShare]),
  ) as Record<FuzzRole, number>;
}

/** Sends malformed requests to one operation at a time, as each role, from one seed. */
export class Fuzzer {
  constructor(
    private readonly tools: ProbeTools,
    private readonly targets: FuzzTargets,
    private readonly sessions: Record<Exclude<FuzzRole, 'anonymous'>, Session>,
    private readonly seed: number,
    private readonly requestsPerOperation: number,
  ) {}

  /** `allowed`: the roles the operation lets in, who get most of its requests. */
  async fuzz(operation: ApiOperation, allowed: readonly FuzzRole[]): Promise<Failure[]> {
    const shares = requestsPerRole(this.requestsPerOperation, allowed);
    const base = baseRequest(operation, this.targets);
    const arbitrary = fuzzCases(operation, base);
    const failures: Failure[] = [];
    for (const role of FUZZ_ROLES) {
      const cases = fc.sample(arbitrary, {
        seed: seedFor(this.seed, operation.operationId, role),
        numRuns: shares[role],
      });
      for (const fuzzCase of cases) {
        const token = role === 'anonymous' ? null : this.sessions[role].token;
        const request = assembleRequest(operation, base, fuzzCase, token);
        const result = await probe(this.tools, operation.operationId, request);
        this.tools.report.fuzzRequests += 1;
        for (const finding of result.findings) {
          failures.push({
            ...finding,
            operationId: operation.operationId,
            role,
            kind: fuzzCase.kind,
            request: result.request,
            response: result.response,
            stack: result.stack,
          });
        }
        const status = result.response?.status ?? 0;
        if (role !== 'anonymous' && status >= 200 && status < 300) await this.keepSession(role);
      }
    }
    this.tools.report.failures.push(...failures);
    return failures;
  }

  /** A request that got through may have been a logout: log in again so the role stays itself. */
  private async keepSession(role: Exclude<FuzzRole, 'anonymous'>): Promise<void> {
    const session = this.sessions[role];
    const current = await this.tools.client.send({
      method: 'GET',
      path: '/api/v1/user/current',
      headers: bearer(session.token),
    });
    if (current.status !== 401) return;
    const login = await this.tools.client.send({
      method: 'POST',
      path: '/api/v1/get-token',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: session.login, password: session.password }),
    });
    const token = (login.json as { user?: { api_token?: string } } | undefined)?.user?.api_token;
    if (!token) throw new Error(`Cannot log ${role} in again: ${login.status} ${login.text}`);
    session.token = token;
    session.auth = { Authorization: `Bearer ${token}` };
  }
}
