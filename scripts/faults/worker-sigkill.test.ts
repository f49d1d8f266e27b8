/**
 * Fault: SIGKILL of the worker running a build (2 apps, 2 workers). The other
 * worker must finish the build, creating no Discord object twice.
 *
 * Nothing is fast-forwarded: the killed attempt stops sending its heartbeat
 * (every 10 s, lapsing after 20 s: heartbeatSeconds in
 * apps/server/src/modules/bot/builder/jobs.ts), the live worker's supervision
 * (every 15 s) fails it, and pg-boss's retry, 10 s later, resumes the build
 * from its journal on the live worker.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  activateAndBuild,
  buyThroughApi,
  createGuild,
  discordUserId,
  guildView,
  keysMailedTo,
  signInThroughApi,
} from '../cluster/client.ts';
import { type Cluster, startCluster } from '../cluster/index.ts';
import { membersOf, tracedAnswers } from '../cluster/observe.ts';
import { secs, until } from './fault-helpers.ts';

const STYLE = 'community-starter';
let cluster: Cluster | undefined;
let db: pg.Client | undefined;

beforeAll(async () => {
  cluster = await startCluster({ apps: 2, workers: 2, timeoutMs: 8 * 60_000 });
  db = new pg.Client({ connectionString: cluster.info.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
}

async function buildJobs(): Promise<JobRow[]> {
  if (!db) throw new Error('no database');
  const { rows } = await db.query<JobRow>(
    "select id, state, retry_count from pgboss.job where name = 'bot.build' order by created_on",
  );
  return rows;
}

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

test('the other worker finishes a build whose worker was SIGKILLed, creating nothing twice', async () => {
  if (!cluster) throw new Error('no cluster');
  const { info } = cluster;
  const buyer = 'fault.builder';
  const session = await signInThroughApi(info, buyer);
  await buyThroughApi(info, session.token, 'premium');
  await buyThroughApi(info, session.token, 'premium');
  const keys = await until('two key e-mails', 30_000, async () => {
    const mailed = await keysMailedTo(info, session.email);
    return mailed.length >= 2 ? mailed : undefined;
  });
  const userId = await discordUserId(info, buyer);

  // A clean build first: the counts the killed one must end with.
  const cleanGuild = await createGuild(info, 'Fault Clean Build', userId);
  const cleanBefore = await guildView(info, cleanGuild);
  await activateAndBuild(info, { guildId: cleanGuild, userId, key: keys[0] ?? '', style: STYLE });
  await until('the clean build', 90_000, async () => {
    const jobs = await buildJobs();
    return jobs.length === 1 && jobs[0]?.state === 'completed' ? true : undefined;
  });
  const clean = await guildView(info, cleanGuild);

  const guildId = await createGuild(info, 'Fault Killed Build', userId);
  const before = await guildView(info, guildId);
  const workers = membersOf(info, 'worker');
  const guildPosts = (worker: (typeof workers)[number]) =>
    tracedAnswers(worker).filter(
      (answer) => answer.method === 'POST' && answer.path.includes(`/guilds/${guildId}/`),
    ).length;
  await activateAndBuild(info, { guildId, userId, key: keys[1] ?? '', style: STYLE });
  const builder = await until('a worker building', 30_000, async () =>
    workers.find((worker) => guildPosts(worker) > 0),
  );
  const other = workers.find((worker) => worker.name !== builder.name);
  if (!other) throw new Error('one worker only');
  const killedAt = Date.now();
  await cluster.kill(builder.name, 'SIGKILL');
  const postsBeforeKill = guildPosts(builder);
  const atKill = await guildView(info, guildId);

  const job = await until('the killed attempt, still active', 10_000, async () =>
    (await buildJobs()).find((row) => row.state === 'active'),
  );
  // Heartbeat lapse (20 s) + supervision (15 s) + retry delay (10 s), with room for a slow machine.
  const resumedAt = await until('the retry on the other worker', 120_000, async () =>
    guildPosts(other) > 0 ? Date.now() : undefined,
  );
  const done = await until('the resumed build', 150_000, async () => {
    const row = (await buildJobs()).find((candidate) => candidate.id === job.id);
    if (row?.state === 'failed') throw new Error('the build failed after the kill');
    return row?.state === 'completed' ? row : undefined;
  });
  const finishedAt = Date.now();
  const after = await guildView(info, guildId);
  const created = (view: typeof after, from: typeof before) => ({
    roles: view.roles.length - from.roles.length,
    channels: view.channels.length - from.channels.length,
  });

  console.info(
    [
      `fault worker-sigkill: killed ${builder.name} after ${postsBeforeKill} Discord POSTs`,
      `(${created(atKill, before).roles} roles, ${created(atKill, before).channels} channels made);`,
      `retry on ${other.name} ${secs(resumedAt - killedAt)} after the kill (heartbeat lapsed),`,
      `build completed ${secs(finishedAt - killedAt)} after the kill, retry_count ${done.retry_count};`,
      `created ${JSON.stringify(created(after, before))}, clean build ${JSON.stringify(created(clean, cleanBefore))}`,
    ].join(' '),
  );
  expect(done.retry_count).toBe(1);
  expect(names(after.roles)).toEqual(names(clean.roles));
  expect(names(after.channels)).toEqual(names(clean.channels));
  expect(new Set(after.channels.map((channel) => channel.id)).size).toBe(after.channels.length);
});
