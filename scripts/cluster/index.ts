/**
 * A scaled-out Guildsmith on loopback, for journeys, benchmarks and fault
 * tests: one standalone emulators process, N app instances (RUN_JOBS=false)
 * behind a round-robin proxy at PUBLIC_URL, M workers, one fresh PostgreSQL
 * database and one empty Redis database. Every process is `node` on the
 * compiled server, stopped by its PID; the run is bounded in time and a
 * watchdog stops it if the starter dies.
 *
 * @example
 * const cluster = await startCluster({ apps: 2, workers: 2 });
 * await cluster.kill('worker-1', 'SIGKILL');
 * await cluster.restart('worker-1');
 * await cluster.stop();
 */

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ChildSpec,
  httpOk,
  logSays,
  type Role,
  type RunningChild,
  startChild,
  stopChild,
  waitFor,
} from './children.ts';
import {
  clearRedisDatabase,
  createDatabase,
  dropDatabase,
  ensureBuild,
  freePorts,
  pickRedisDatabase,
  ROOT,
} from './resources.ts';

export interface ClusterOptions {
  /** App instances behind the proxy (default 2). */
  apps?: number;
  /** Job workers (default 2). */
  workers?: number;
  /** Admin accounts made with admin:create before any app starts. */
  admins?: { username: string; password: string }[];
  /** The whole run's limit: it stops itself after this long (default 20 minutes). */
  timeoutMs?: number;
  /**
   * LOG_LEVEL of the apps (default info: they log every request with its reqId).
   * Workers log at info at least: their readiness is a log line.
   */
  logLevel?: string;
  /** LOG_LEVEL of the emulators (default warn). */
  emulatorsLogLevel?: string;
  /** One line per proxied request in the proxy's log (default true). */
  proxyLog?: boolean;
  /** Trace workers' outgoing HTTP answers and connections (default true). */
  traceWorkers?: boolean;
  /** More settings for apps and workers (e.g. RATE_LIMITS, SHUTDOWN_TIMEOUT_MS). */
  env?: Record<string, string>;
  /** Stop on SIGINT/SIGTERM to this process, then re-raise it (default true). */
  stopOnSignals?: boolean;
  /** Keep the run directory (logs) after stop (default: only with CLUSTER_KEEP=1). */
  keepRunDir?: boolean;
}

export interface ClusterProcess {
  name: string;
  role: Role;
  pid: number;
  /** Its own port (apps, emulators, proxy). */
  port?: number;
  /** Its own origin, e.g. an app instance reached without the proxy. */
  url?: string;
  logFile: string;
  /** Workers: the outgoing-request trace (trace-outgoing.mjs). */
  traceFile?: string;
}

/** Everything a test in another process needs to find the cluster (JSON-safe). */
export interface ClusterInfo {
  runDir: string;
  /** The proxy: PUBLIC_URL of every process. */
  publicUrl: string;
  emulatorsUrl: string;
  smtpUrl: string;
  databaseUrl: string;
  redisUrl: string;
  discordPublicKey: string;
  jwtSecret: string;
  processes: ClusterProcess[];
}

export interface Cluster {
  info: ClusterInfo;
  /** Sends a signal to one process by name ('app-1', 'worker-2', 'emulators', 'proxy'). */
  kill(name: string, signal?: NodeJS.Signals): Promise<number | string>;
  /** Stops one process (if running) and starts it again with the same settings and port. */
  restart(name: string): Promise<ClusterProcess>;
  /** Stops every process by PID, drops the database, clears the Redis database. */
  stop(): Promise<void>;
}

interface Member {
  spec: ChildSpec;
  port?: number;
  traceFile?: string;
  ready: (child: RunningChild) => Promise<unknown>;
  child?: RunningChild;
}

const SERVER = 'apps/server/dist';
const here = (file: string) => path.join(import.meta.dirname, file);

function processInfo(member: Member): ClusterProcess {
  const { spec, port } = member;
  return {
    name: spec.name,
    role: spec.role,
    pid: member.child?.pid ?? 0,
    ...(port ? { port, url: `http://127.0.0.1:${port}` } : {}),
    logFile: spec.logFile,
    ...(member.traceFile ? { traceFile: member.traceFile } : {}),
  };
}

/** Makes the admins with the compiled CLI, as an operator would (`npm run admin:create`). */
function createAdmins(
  admins: { username: string; password: string }[],
  env: Record<string, string>,
): void {
  for (const admin of admins) {
    const created = spawnSync(
      process.execPath,
      [`${SERVER}/cli/admin-create.js`, '--username', admin.username, '--no-totp'],
      {
        cwd: ROOT,
        env: { ...env, ADMIN_PASSWORD: admin.password },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    if (created.status !== 0) {
      throw new Error(`admin-create ${admin.username} failed: ${created.stderr || created.stdout}`);
    }
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const appCount = options.apps ?? 2;
  const workerCount = options.workers ?? 2;
  const timeoutMs = options.timeoutMs ?? 20 * 60_000;
  ensureBuild();

  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const runDir = mkdtempSync(path.join(tmpdir(), `guildsmith-cluster-${runId}-`));
  const databaseName = `guildsmith_scaleout_${runId}`;
  const stateFile = path.join(runDir, 'watchdog.json');
  const members = new Map<string, Member>();
  let databaseUrl: string | undefined;
  let redis: { url: string; db: number } | undefined;
  let watchdog: ReturnType<typeof spawn> | undefined;
  let stopped: Promise<void> | undefined;

  const writeWatchState = () =>
    writeFileSync(
      stateFile,
      JSON.stringify({
        marker: runDir,
        pids: [...members.values()].flatMap((member) => member.child?.pid ?? []),
        database: databaseUrl ? databaseName : null,
        adminUrl: process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      }),
    );

  const launch = async (member: Member) => {
    member.child = startChild(member.spec);
    writeWatchState();
    await member.ready(member.child);
    return processInfo(member);
  };

  // Whatever happens to this process, its children end with it.
  const killAll = () => {
    for (const member of members.values()) {
      const child = member.child;
      if (child && child.process.exitCode === null && child.process.signalCode === null) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  };
  process.on('exit', killAll);

  const stop = () => {
    stopped ??= (async () => {
      clearTimeout(lifetime);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, onSignal);
      // Proxy first (no new requests), then apps and workers together, the emulators last.
      const order: Role[][] = [['proxy'], ['app', 'worker'], ['emulators']];
      for (const roles of order) {
        await Promise.all(
          [...members.values()]
            .filter((member) => member.child && roles.includes(member.spec.role))
            .map((member) => (member.child ? stopChild(member.child) : undefined)),
        );
      }
      process.off('exit', killAll);
      if (databaseUrl) await dropDatabase(databaseName).catch(() => {});
      if (redis) await clearRedisDatabase(redis.url).catch(() => {});
      if (watchdog?.pid) {
        try {
          process.kill(watchdog.pid, 'SIGTERM');
        } catch {
          // It had already ended.
        }
      }
      if (!(options.keepRunDir ?? process.env.CLUSTER_KEEP === '1')) {
        rmSync(runDir, { recursive: true, force: true });
      }
    })();
    return stopped;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.kill(process.pid, signal));
  };
  if (options.stopOnSignals ?? true) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  const lifetime = setTimeout(() => {
    console.warn(`cluster: ${timeoutMs} ms are up; stopping it`);
    void stop();
  }, timeoutMs).unref();

  try {
    writeWatchState();
    watchdog = spawn(process.execPath, [here('watchdog.mjs')], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH ?? '',
        WATCH_PARENT_PID: String(process.pid),
        WATCH_DEADLINE: String(Date.now() + timeoutMs + 30_000),
        WATCH_STATE_FILE: stateFile,
      },
    });
    watchdog.unref();

    databaseUrl = await createDatabase(databaseName);
    writeWatchState();
    redis = await pickRedisDatabase();
    const [proxyPort = 0, emulatorsPort = 0, smtpPort = 0, ...appPorts] = await freePorts(
      3 + appCount,
    );
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const emulatorsUrl = `http://127.0.0.1:${emulatorsPort}`;
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const jwtSecret = randomBytes(36).toString('base64url');
    const base = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      CLUSTER_RUN_DIR: runDir,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      PUBLIC_URL: publicUrl,
      EMULATORS_URL: emulatorsUrl,
      JWT_SECRET: jwtSecret,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const dataDir = (name: string) => {
      const dir = path.join(runDir, name);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      return dir;
    };
    const spec = (name: string, role: Role, args: string[], env: Record<string, string>) => ({
      name,
      role,
      args,
      env: { ...base, DATA_DIR: dataDir(name), ...env },
      logFile: path.join(runDir, `${name}.log`),
    });

    // The proxy's port is PUBLIC_URL everywhere, so it is bound first.
    const proxy: Member = {
      spec: spec('proxy', 'proxy', [here('proxy.mjs')], {
        PROXY_PORT: String(proxyPort),
        PROXY_UPSTREAMS: appPorts.map((port) => `127.0.0.1:${port}`).join(','),
        PROXY_LOG: options.proxyLog === false ? 'off' : 'requests',
      }),
      port: proxyPort,
      ready: (child) =>
        waitFor(child, 'proxy listening', () => logSays(child.spec.logFile, 'proxy listening')),
    };
    members.set('proxy', proxy);
    await launch(proxy);

    let discordPublicKey = '';
    const emulators: Member = {
      spec: spec('emulators', 'emulators', ['--enable-source-maps', `${SERVER}/emulators.js`], {
        PORT: String(emulatorsPort),
        EMULATORS_SMTP_PORT: String(smtpPort),
        LOG_LEVEL: options.emulatorsLogLevel ?? 'warn',
      }),
      port: emulatorsPort,
      ready: async (child) => {
        const answer = await waitFor(child, 'the Discord control API', async () => {
          try {
            const response = await fetch(
              `${emulatorsUrl}/sandbox/discord/control/interactions-url`,
              { signal: AbortSignal.timeout(2000) },
            );
            return response.ok ? ((await response.json()) as { publicKey: string }) : undefined;
          } catch {
            return undefined;
          }
        });
        discordPublicKey = answer.publicKey;
      },
    };
    members.set('emulators', emulators);
    await launch(emulators);

    const shared = {
      DATABASE_URL: databaseUrl,
      // Several clusters share the local PostgreSQL in CI (the faults run beside the
      // scale-out journey): small pools keep them all under its 100 connections.
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redis.url,
      DISCORD_PUBLIC_KEY: discordPublicKey,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: options.logLevel ?? 'info',
      ...options.env,
    };
    createAdmins(options.admins ?? [], { ...base, ...shared, DATA_DIR: dataDir('admin-create') });

    const apps = appPorts.map((port, index): Member => {
      const name = `app-${index + 1}`;
      return {
        spec: spec(name, 'app', ['--enable-source-maps', `${SERVER}/main.js`], {
          ...shared,
          PORT: String(port),
          RUN_JOBS: 'false',
          TRUST_PROXY: 'true',
        }),
        port,
        ready: (child) =>
          waitFor(child, '/api/ready', () => httpOk(`http://127.0.0.1:${port}/api/ready`)),
      };
    });
    const workers = Array.from({ length: workerCount }, (_, index): Member => {
      const name = `worker-${index + 1}`;
      const traceFile = path.join(runDir, `${name}.trace.jsonl`);
      const trace = options.traceWorkers ?? true;
      return {
        spec: spec(
          name,
          'worker',
          [
            '--enable-source-maps',
            ...(trace ? ['--import', here('trace-outgoing.mjs')] : []),
            `${SERVER}/worker.js`,
          ],
          {
            ...shared,
            LOG_LEVEL: ['debug', 'trace'].includes(shared.LOG_LEVEL) ? shared.LOG_LEVEL : 'info',
            ...(trace ? { CLUSTER_TRACE_FILE: traceFile } : {}),
          },
        ),
        ...(trace ? { traceFile } : {}),
        ready: (child) =>
          waitFor(child, 'the job queue', () =>
            logSays(child.spec.logFile, 'Guildsmith worker is working the job queue'),
          ),
      };
    });
    for (const member of [...apps, ...workers]) members.set(member.spec.name, member);
    // The first app applies the migrations alone; the others start together after it.
    const [first, ...others] = apps;
    if (first) await launch(first);
    await Promise.all([...others, ...workers].map(launch));

    const info = (): ClusterInfo => ({
      runDir,
      publicUrl,
      emulatorsUrl,
      smtpUrl,
      databaseUrl: databaseUrl ?? '',
      redisUrl: redis?.url ?? '',
      discordPublicKey,
      jwtSecret,
      processes: [...members.values()].map(processInfo),
    });
    const member = (name: string) => {
      const found = members.get(name);
      if (!found) throw new Error(`no cluster process is named ${name}`);
      return found;
    };
    const cluster: Cluster = {
      get info() {
        return info();
      },
      async kill(name, signal = 'SIGTERM') {
        const child = member(name).child;
        if (!child) throw new Error(`${name} is not running`);
        return stopChild(child, 15_000, signal);
      },
      async restart(name) {
        const found = member(name);
        if (found.child) await stopChild(found.child);
        return launch(found);
      },
      stop,
    };
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
