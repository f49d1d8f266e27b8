import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type Operation, operationKey } from './api-operations.ts';
import { type FuzzRequest, type RequestShape, requestsFor } from './fuzz-requests.ts';
import type { KnownValues } from './known-values.ts';
import { type Answer, problemWith } from './response-invariants.ts';

/** An operation with how to drive it and how its answers are judged. */
export interface FuzzTarget {
  operation: Operation;
  shape: RequestShape;
  /** The signature headers for a body, on routes that verify one. */
  sign?: (body: string) => Record<string, string>;
  /** Answers in a shape of its own (HTML, Discord's, Stripe's): its 4xx are not held to ours. */
  ownShape?: boolean;
  /** A problem with a 2xx answer the shared invariants cannot see (e.g. an apology reply). */
  extraCheck?: (answer: Answer) => string | null;
}

export interface FuzzFinding {
  operation: string;
  problem: string;
  /** The smallest failing request fast-check found. */
  request: FuzzRequest | undefined;
  /** The seed that replays this operation alone. */
  seed: number;
}

export interface FuzzReport {
  findings: FuzzFinding[];
  /** Status codes seen per operation, to show what the run reached. */
  statuses: Map<string, Map<number, number>>;
}

export interface FuzzOptions {
  app: FastifyInstance;
  targets: FuzzTarget[];
  /** Requests per operation. */
  runs: number;
  seed: number;
  known: KnownValues;
  /** The document `$ref`s in the schemas point into. */
  root: unknown;
  /** The headers that carry the credentials a request's `auth` names. */
  authHeaders: (label: string) => Record<string, string>;
  /** Runs before each operation (fresh sessions: an operation may sign its own out). */
  beforeOperation?: (operation: Operation) => Promise<void>;
  /** Longer than this without an answer is a finding. */
  timeoutMs?: number;
}

/** A stable seed per operation, so adding one does not change what the others send. */
function seedFor(seed: number, key: string): number {
  let hash = seed | 0;
  for (const character of key) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) | 0;
  return hash;
}

class Finding extends Error {}

async function answer(
  options: FuzzOptions,
  target: FuzzTarget,
  request: FuzzRequest,
): Promise<Answer> {
  // Bytes, not text: the signature covers exactly what is sent, whatever charset the header claims.
  const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  const signature =
    request.signed && target.sign && body !== undefined ? target.sign(body.toString()) : {};
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Finding(`no answer within ${options.timeoutMs ?? 15_000} ms`)),
      options.timeoutMs ?? 15_000,
    );
  });
  try {
    return await Promise.race([
      (async () => {
        const response = await options.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...options.authHeaders(request.auth), ...signature },
          ...(body === undefined ? {} : { payload: body }),
          // Answered once the headers are: an event stream's body never ends.
          payloadAsStream: true,
        });
        const stream = response.stream();
        if (response.headers['content-type']?.toString().startsWith('text/event-stream')) {
          stream.destroy();
          return { statusCode: response.statusCode, headers: response.headers, body: '' };
        }
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
        const text = Buffer.concat(chunks).toString('utf8');
        return { statusCode: response.statusCode, headers: response.headers, body: text };
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends `runs` generated requests to every target and reports each operation
 * that broke an invariant, with the smallest request that shows it.
 */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = { findings: [], statuses: new Map() };
  const context = { root: options.root, known: options.known };
  for (const target of options.targets) {
    const key = operationKey(target.operation);
    const statuses = new Map<number, number>();
    report.statuses.set(key, statuses);
    await options.beforeOperation?.(target.operation);
    const seed = seedFor(options.seed, key);
    const details = await fc.check(
      fc.asyncProperty(requestsFor(target.operation, context, target.shape), async (request) => {
        const result = await answer(options, target, request);
        statuses.set(result.statusCode, (statuses.get(result.statusCode) ?? 0) + 1);
        if (
          result.statusCode < 300 &&
          result.headers['content-type']?.toString().includes('json')
        ) {
          try {
            options.known.harvest(JSON.parse(result.body));
          } catch {
            // Not every answer that says JSON is; the invariants judge errors, not successes.
          }
        }
        const problem =
          problemWith(result, target.ownShape ?? false) ??
          (result.statusCode < 300 ? (target.extraCheck?.(result) ?? null) : null);
        if (problem) throw new Finding(`${problem}: ${result.body.slice(0, 300)}`);
      }),
      // Bounds the shrinking of a failure on a slow route; a passing operation takes seconds.
      { numRuns: options.runs, seed, interruptAfterTimeLimit: 120_000 },
    );
    if (details.failed) {
      report.findings.push({
        operation: key,
        problem:
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance),
        request: details.counterexample?.[0],
        seed,
      });
    }
  }
  return report;
}

/** The findings as a readable list, one block per operation. */
export function describeFindings(findings: FuzzFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.operation}: ${finding.problem}\n  request: ${JSON.stringify(finding.request)?.slice(0, 600)}`,
    )
    .join('\n');
}
