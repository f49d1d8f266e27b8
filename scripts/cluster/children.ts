// One child process of the cluster: spawned with `node` directly (its PID is the
// server's own), its output appended to a log file, stopped by PID only.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { ROOT } from './resources.ts';

export type Role = 'emulators' | 'app' | 'worker' | 'proxy';

export interface ChildSpec {
  name: string;
  role: Role;
  /** Arguments after `node`, e.g. ['apps/server/dist/worker.js']. */
  args: string[];
  env: Record<string, string>;
  logFile: string;
}

export interface RunningChild {
  spec: ChildSpec;
  process: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startChild(spec: ChildSpec): RunningChild {
  const log = openSync(spec.logFile, 'a');
  const child = spawn(process.execPath, spec.args, {
    cwd: ROOT,
    env: spec.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`${spec.name} did not start`);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { spec, process: child, pid: child.pid, exited };
}

export function tail(file: string, lines = 30): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Polls `check` until it answers something truthy, failing early if the child ends. */
export async function waitFor<T>(
  child: RunningChild,
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
): Promise<T> {
  let ended: number | string | undefined;
  void child.exited.then((code) => {
    ended = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    if (ended !== undefined) {
      throw new Error(
        `${child.spec.name} exited (${ended}) before ${what}:\n${tail(child.spec.logFile)}`,
      );
    }
    await sleep(200);
  }
  throw new Error(
    `${child.spec.name}: no ${what} within ${timeoutMs} ms:\n${tail(child.spec.logFile)}`,
  );
}

export async function httpOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** True once the log file holds `text` (the process said it is ready). */
export const logSays = (file: string, text: string) =>
  existsSync(file) && readFileSync(file, 'utf8').includes(text);

/**
 * SIGTERM (or `signal`) to the PID, then SIGKILL if it has not ended within
 * `graceMs`; resolves with how it ended.
 */
export async function stopChild(
  child: RunningChild,
  graceMs = 15_000,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | string> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return child.exited;
  try {
    process.kill(child.pid, signal);
  } catch {
    return child.exited;
  }
  const timer = sleep(graceMs).then(() => 'timeout' as const);
  const outcome = await Promise.race([child.exited, timer]);
  if (outcome !== 'timeout') return outcome;
  try {
    process.kill(child.pid, 'SIGKILL');
  } catch {
    // It ended in between.
  }
  return child.exited;
}
