// The cluster's last line of defence, in its own process group: when the process
// that started the cluster is gone (even SIGKILLed) or the run's deadline has
// passed, it stops the PIDs listed in WATCH_STATE_FILE (SIGTERM, then SIGKILL),
// each only if it is still one of ours (its command line names the run), and drops
// the run's database. The harness ends it by PID after a normal stop.
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

const parentPid = Number(process.env.WATCH_PARENT_PID);
const deadline = Number(process.env.WATCH_DEADLINE);
const stateFile = process.env.WATCH_STATE_FILE ?? '';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readState() {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    return { pids: [], marker: null, database: null, adminUrl: null };
  }
}

/** Ours: alive, and its command line or environment names this run's directory. */
function ours(pid, marker) {
  if (!marker || !alive(pid)) return false;
  try {
    return (
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker) ||
      readFileSync(`/proc/${pid}/environ`, 'utf8').includes(marker)
    );
  } catch {
    return false;
  }
}

async function cleanUp() {
  const state = readState();
  const pids = state.pids.filter((pid) => ours(pid, state.marker));
  for (const pid of pids) process.kill(pid, 'SIGTERM');
  const until = Date.now() + 12_000;
  while (Date.now() < until && pids.some((pid) => alive(pid))) await sleep(250);
  for (const pid of pids.filter((candidate) => ours(candidate, state.marker))) {
    process.kill(pid, 'SIGKILL');
  }
  if (state.database && state.adminUrl && /^[a-z0-9_]{1,63}$/.test(state.database)) {
    const client = new pg.Client({ connectionString: state.adminUrl });
    try {
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${state.database} WITH (FORCE)`);
    } catch {
      // Nothing more can be done from here.
    } finally {
      await client.end().catch(() => {});
    }
  }
}

while (alive(parentPid) && Date.now() < deadline && existsSync(stateFile)) await sleep(1000);
if (existsSync(stateFile)) await cleanUp();
process.exit(0);
