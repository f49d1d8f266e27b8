// Reading what a cluster run did, from another process too (a Playwright worker):
// the apps' request logs, the proxy's log and the workers' outgoing-request traces.
import { existsSync, readFileSync } from 'node:fs';
import type { ClusterInfo, ClusterProcess } from './index.ts';

export function readClusterInfo(file: string): ClusterInfo {
  return JSON.parse(readFileSync(file, 'utf8')) as ClusterInfo;
}

/** The JSON lines of a log or trace file (anything else on a line is skipped). */
export function jsonLines<T = Record<string, unknown>>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
}

export const membersOf = (info: ClusterInfo, role: ClusterProcess['role']) =>
  info.processes.filter((member) => member.role === role);

/** The reqIds of the requests each app instance answered ("request completed" lines). */
export function answeredRequests(info: ClusterInfo): Map<string, string[]> {
  return new Map(
    membersOf(info, 'app').map((app) => [
      app.name,
      jsonLines<{ msg?: string; reqId?: string }>(app.logFile)
        .filter((line) => line.msg === 'request completed' && typeof line.reqId === 'string')
        .map((line) => line.reqId as string),
    ]),
  );
}

export interface TracedAnswer {
  at: number;
  kind: 'http';
  origin: string;
  method: string;
  path: string;
  status: number;
  /** 429s only: whether Discord said the limit was the global one. */
  global?: boolean;
}

/** The HTTP answers a worker received (trace-outgoing.mjs). */
export function tracedAnswers(member: ClusterProcess): TracedAnswer[] {
  return member.traceFile
    ? jsonLines<TracedAnswer | { kind: 'connect' }>(member.traceFile).filter(
        (entry): entry is TracedAnswer => entry.kind === 'http',
      )
    : [];
}

/** How many TCP connections a worker opened to `port` (e.g. the SMTP catcher's). */
export function tracedConnections(member: ClusterProcess, port: number): number {
  if (!member.traceFile) return 0;
  return jsonLines<{ kind: string; port?: number }>(member.traceFile).filter(
    (entry) => entry.kind === 'connect' && entry.port === port,
  ).length;
}
