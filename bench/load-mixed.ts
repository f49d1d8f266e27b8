/**
 * Figures, not a CI check: a mixed read workload (the landing page, the styles
 * API, and a signed-in buyer's dashboard, user, licenses and purchases with a
 * bearer token) against one app instance, then against two behind the
 * cluster's round-robin proxy (scripts/cluster: compiled server, PostgreSQL,
 * Redis, loopback only), each for a bounded time. Prints requests/second, p50
 * and p99 and the two-instance ratio. Goal: at least 1.8 times one instance,
 * judged only with 6 or more cores (two instances, the proxy, PostgreSQL and
 * the load generator each want one); on fewer the ratio is printed, not judged.
 * Fails on any error or non-2xx answer. LOAD_SECONDS, LOAD_CONNECTIONS change
 * the run.
 *
 * Not in `npm run bench`'s default list: it needs PostgreSQL and Redis, starts
 * seven processes and takes over a minute, so it runs only when asked for with
 * BENCH_LOAD=1, which `npm run bench:load` sets (also `BENCH_LOAD=1 npm run bench`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { buyThroughApi, signInThroughApi } from '../scripts/cluster/client.ts';
import { type Cluster, type ClusterProcess, startCluster } from '../scripts/cluster/index.ts';

if (process.env.BENCH_LOAD !== '1') {
  console.info(
    'skipped: the mixed load benchmark runs only with BENCH_LOAD=1 (PostgreSQL, Redis, 7 processes, over a minute); npm run bench:load sets it',
  );
  process.exit(0);
}

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
/** Warm-up before each measured run, per app instance it reaches (each JIT-compiles on its own). */
const WARM_UP_SECONDS = 5;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
const GOAL = 1.8;
const CORES_TO_JUDGE = 6;

/** One pass of every connection: 3 public requests, 5 signed in. */
const MIX = [
  { path: '/', signedIn: false },
  { path: '/api/styles?page=1', signedIn: false },
  { path: '/api/dashboard', signedIn: true },
  { path: '/api/auth/user', signedIn: true },
  { path: '/api/styles?page=2&category=gaming', signedIn: false },
  { path: '/api/licenses', signedIn: true },
  { path: '/api/purchases', signedIn: true },
  { path: '/api/dashboard', signedIn: true },
];

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Cores busy on average during the run: the apps, the proxy, this process, everything else. */
  cores: { apps: number; proxy: number; load: number; other: number };
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString() || 100);

/** CPU time of a process so far, in clock ticks (/proc/<pid>/stat utime + stime). */
function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Busy clock ticks of the whole machine so far (/proc/stat, all but idle and iowait). */
function machineTicks(): number {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/);
  const numbers = values.filter(Boolean).map(Number);
  return numbers.reduce((sum, value) => sum + value, 0) - (numbers[3] ?? 0) - (numbers[4] ?? 0);
}

function cpuSnapshot(members: ClusterProcess[]) {
  const of = (role: string) =>
    members
      .filter((member) => member.role === role)
      .reduce((sum, member) => sum + processTicks(member.pid), 0);
  const own = process.cpuUsage();
  return {
    apps: of('app'),
    proxy: of('proxy'),
    load: ((own.user + own.system) / 1e6) * TICKS_PER_SECOND,
    machine: machineTicks(),
  };
}

async function measure(
  name: string,
  url: string,
  token: string,
  members: ClusterProcess[],
  instances: number,
): Promise<Figures> {
  const requests = MIX.map(({ path, signedIn }) => ({
    method: 'GET' as const,
    path,
    headers: signedIn ? { authorization: `Bearer ${token}` } : {},
  }));
  const warmUp = WARM_UP_SECONDS * instances;
  await autocannon({ url, connections: CONNECTIONS, duration: warmUp, requests });
  const before = cpuSnapshot(members);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const after = cpuSnapshot(members);
  const cores = (ticks: number) => ticks / TICKS_PER_SECOND / SECONDS;
  const apps = cores(after.apps - before.apps);
  const proxy = cores(after.proxy - before.proxy);
  const load = cores(after.load - before.load);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cores: {
      apps,
      proxy,
      load,
      other: cores(after.machine - before.machine) - apps - proxy - load,
    },
  };
}

/** A buyer with a paid purchase and its key, so every signed-in route has rows to read. */
async function buyer(cluster: Cluster): Promise<string> {
  const { info } = cluster;
  const { token } = await signInThroughApi(info, 'load.buyer');
  await buyThroughApi(info, token, 'premium');
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${info.publicUrl}/api/purchases`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { purchases } = (await response.json()) as { purchases: { status: string }[] };
    if (purchases.some((purchase) => purchase.status === 'completed')) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the purchase did not complete');
}

async function withCluster<T>(apps: number, work: (cluster: Cluster) => Promise<T>): Promise<T> {
  const cluster = await startCluster({
    apps,
    workers: 1,
    logLevel: 'warn',
    proxyLog: false,
    traceWorkers: false,
    timeoutMs: 5 * 60_000,
  });
  try {
    return await work(cluster);
  } finally {
    await cluster.stop();
  }
}

const started = Date.now();
const one = await withCluster(1, async (cluster) => {
  const token = await buyer(cluster);
  const app = cluster.info.processes.find((member) => member.role === 'app');
  const { processes } = cluster.info;
  return [
    await measure('1 instance, via proxy', cluster.info.publicUrl, token, processes, 1),
    await measure('1 instance, direct', app?.url ?? '', token, processes, 1),
  ];
});
const two = await withCluster(2, async (cluster) => [
  await measure(
    '2 instances, via proxy',
    cluster.info.publicUrl,
    await buyer(cluster),
    cluster.info.processes,
    2,
  ),
]);

const rows = [...one, ...two];
const cores = availableParallelism();
console.info(
  `${new Date().toISOString().slice(0, 10)}, ${cores} cores, node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up per instance; mix: ${MIX.map((request) => request.path).join(' ')}\n`,
);
console.info(
  'run                          req/s     p50     p99  errors   cores: apps proxy  load other',
);
const core = (value: number) => value.toFixed(2).padStart(5);
for (const row of rows) {
  const { apps, proxy, load, other } = row.cores;
  console.info(
    `${row.name.padEnd(24)} ${row.requestsPerSecond.toFixed(0).padStart(9)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)} ${String(row.errors).padStart(7)}          ${core(apps)} ${core(proxy)} ${core(load)} ${core(other)}`,
  );
}
const [proxied, direct] = one;
const [scaled] = two;
const ratio = (scaled?.requestsPerSecond ?? 0) / (proxied?.requestsPerSecond ?? 1);
const ratioToDirect = (scaled?.requestsPerSecond ?? 0) / (direct?.requestsPerSecond ?? 1);
console.info(
  `\n2 instances / 1 instance, both via the proxy: ${ratio.toFixed(2)}x (against 1 instance direct: ${ratioToDirect.toFixed(2)}x); goal >= ${GOAL}x: ${
    cores >= CORES_TO_JUDGE
      ? ratio >= GOAL
        ? 'met'
        : 'missed'
      : `not judged on ${cores} cores (needs ${CORES_TO_JUDGE})`
  }; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
const errors = rows.reduce((sum, row) => sum + row.errors, 0);
if (errors > 0 || (cores >= CORES_TO_JUDGE && ratio < GOAL)) process.exitCode = 1;
