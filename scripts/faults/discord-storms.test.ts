/**
 * Fault: Discord answers 500s and a 429 storm during a build (1 app, 1
 * worker), injected through the Discord emulator's control API
 * (POST /control/rate-limits/storms). The build must end completed, with the
 * same roles and channels as a clean build and none twice.
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
const SERVER_ERRORS = 6;
const RATE_LIMITS = 10;

let cluster: Cluster | undefined;
let db: pg.Client | undefined;

beforeAll(async () => {
  cluster = await startCluster({ apps: 1, workers: 1, timeoutMs: 6 * 60_000 });
  db = new pg.Client({ connectionString: cluster.info.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

test('a build through Discord 500s and a 429 storm completes (one pg-boss retry at most) with nothing created twice', async () => {
  if (!cluster || !db) throw new Error('no cluster');
  const { info } = cluster;
  const jobs = async () =>
    (
      await db?.query<{ id: string; state: string; retry_count: number }>(
        "select id, state, retry_count from pgboss.job where name = 'bot.build' order by created_on",
      )
    )?.rows ?? [];
  const buyer = 'fault.storms';
  const session = await signInThroughApi(info, buyer);
  await buyThroughApi(info, session.token, 'premium');
  await buyThroughApi(info, session.token, 'premium');
  const keys = await until('two key e-mails', 30_000, async () => {
    const mailed = await keysMailedTo(info, session.email);
    return mailed.length >= 2 ? mailed : undefined;
  });
  const userId = await discordUserId(info, buyer);

  const cleanGuild = await createGuild(info, 'Fault Clean Build', userId);
  const cleanBefore = await guildView(info, cleanGuild);
  await activateAndBuild(info, { guildId: cleanGuild, userId, key: keys[0] ?? '', style: STYLE });
  await until('the clean build', 90_000, async () => {
    const rows = await jobs();
    return rows[0]?.state === 'completed' ? true : undefined;
  });
  const clean = await guildView(info, cleanGuild);

  const guildId = await createGuild(info, 'Fault Stormy Build', userId);
  const before = await guildView(info, guildId);
  const storm = async (body: unknown) => {
    const answer = await fetch(`${info.emulatorsUrl}/sandbox/discord/control/rate-limits/storms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  };
  const worker = membersOf(info, 'worker')[0];
  if (!worker) throw new Error('no worker');
  const guildAnswers = () =>
    tracedAnswers(worker).filter((answer) => answer.path.includes(`/guilds/${guildId}`));
  await activateAndBuild(info, { guildId, userId, key: keys[1] ?? '', style: STYLE });
  await until('the build started', 30_000, async () =>
    guildAnswers().length > 0 ? true : undefined,
  );
  const stormAt = Date.now();
  await storm({ kind: 'server-error', count: SERVER_ERRORS, status: 500 });
  await storm({ kind: 'rate-limit', count: RATE_LIMITS, retryAfterMs: 1000 });

  const done = await until('the stormy build', 180_000, async () => {
    const row = (await jobs())[1];
    return row?.state === 'completed' || row?.state === 'failed' ? row : undefined;
  });
  const doneAt = Date.now();
  const after = await guildView(info, guildId);
  const answers = guildAnswers();
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;

  console.info(
    [
      `fault discord-storms: injected ${SERVER_ERRORS} x 500 and ${RATE_LIMITS} x 429 (1 s) mid-build;`,
      `the worker saw ${count(500)} x 500 and ${count(429)} x 429 on the guild's routes (${answers.length} answers),`,
      `job ${done.state} ${secs(doneAt - stormAt)} after the storm,`,
      `retry_count ${done.retry_count}; created roles ${after.roles.length - before.roles.length},`,
      `channels ${after.channels.length - before.channels.length}`,
      `(clean: ${clean.roles.length - cleanBefore.roles.length}, ${clean.channels.length - cleanBefore.channels.length})`,
    ].join(' '),
  );
  expect(done.state).toBe('completed');
  expect(done.retry_count).toBeLessThanOrEqual(1);
  expect(names(after.roles)).toEqual(names(clean.roles));
  expect(names(after.channels)).toEqual(names(clean.channels));
});
