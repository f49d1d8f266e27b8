import { type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import {
  activateAndBuild,
  activity,
  buyThroughApi,
  createGuild,
  discordUserId,
  type GuildActivity,
  guildView,
  keysMailedTo,
  mailbox,
  signInThroughApi,
} from '../../scripts/cluster/client.ts';
import type { ClusterInfo } from '../../scripts/cluster/index.ts';
import {
  answeredRequests,
  jsonLines,
  membersOf,
  readClusterInfo,
  tracedAnswers,
  tracedConnections,
} from '../../scripts/cluster/observe.ts';
import { fillCard, pay, signInAsAdmin, signInAsNewAccount } from '../journey-helpers.ts';
import {
  BUILD_STYLE,
  PURCHASES_PER_ACCOUNT,
  SCALE_OUT_ADMINS,
  SCALE_OUT_BUILDS,
} from './scale-out-settings.ts';

// Started by global-setup.ts under e2e/scale-out/playwright.config.ts; run any other
// way, there is no cluster to drive and the file skips itself.
const clusterFile = process.env.SCALE_OUT_CLUSTER;
const loaded = clusterFile ? readClusterInfo(clusterFile) : undefined;
test.skip(!loaded, 'runs under npm run test:scale-out, which starts the cluster');
test.use({ baseURL: loaded?.publicUrl });
// In order, in one worker; a failure does not skip the tests after it.
test.describe.configure({ mode: 'default' });

function cluster(): ClusterInfo {
  if (!loaded) throw new Error('no cluster');
  return loaded;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The key e-mailed to `address`, once its e-mail has arrived (bounded). */
async function mailedKey(address: string): Promise<string> {
  let keys: string[] = [];
  await expect
    .poll(
      async () => {
        keys = await keysMailedTo(cluster(), address);
        return keys.length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  return keys[0] ?? '';
}

async function sendCommand(page: Page, command: string) {
  const box = page.getByLabel('Slash command');
  await box.fill(command);
  await box.press('Enter');
}

test('a buyer signs in, pays by card, gets the key by e-mail, and /activate, Build and /undo work through the proxy', async ({
  page,
}) => {
  const info = cluster();
  await page.setViewportSize({ width: 1400, height: 900 });
  const buyer = 'scale.buyer';
  // The consent page and the card's confirmation are the emulators' (another origin).
  await signInAsNewAccount(page, buyer, '/checkout?plan=premium');
  await fillCard(page, '4242 4242 4242 4242');
  await pay(page);
  await expect(page).toHaveURL(/\/purchase-success\?plan=premium$/);
  const key = await mailedKey(buyer);
  await page.goto('/dashboard');
  await expect(page.locator('#main').getByText('Premium').first()).toBeVisible();

  const ownerId = await discordUserId(info, buyer);
  const guildId = await createGuild(info, 'Scale Out Build', ownerId);
  const before = await guildView(info, guildId);
  // The sandbox page is the emulators' own; its interactions reach the apps through the proxy.
  await page.goto(`${info.emulatorsUrl}/sandbox/discord`);
  await page.getByRole('button', { name: 'Scale Out Build' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scale Out Build' })).toBeVisible();
  await page.getByLabel('Acting as').selectOption({ label: buyer });

  await sendCommand(page, `/activate key:${key} style:${BUILD_STYLE}`);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Key activated', { exact: false }).last()).toBeVisible({
    timeout: 20_000,
  });
  await messages.getByRole('button', { name: 'Use defaults for the rest' }).last().click();
  await messages.getByRole('button', { name: 'Build' }).last().click();
  await expect(messages.getByText('is built', { exact: false }).last()).toBeVisible({
    timeout: 60_000,
  });
  const built = await guildView(info, guildId);
  expect(built.channels.length).toBeGreaterThan(before.channels.length + 5);

  await sendCommand(page, '/undo');
  await messages.getByRole('button', { name: 'Undo the build' }).last().click();
  await expect(messages.getByText('Undo finished', { exact: false }).last()).toBeVisible({
    timeout: 60_000,
  });
  const after = await guildView(info, guildId);
  const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();
  expect(ids(after.channels)).toEqual(ids(before.channels));
  expect(ids(after.roles)).toEqual(ids(before.roles));
});

async function adminOn(browser: Browser, url: string, admin: (typeof SCALE_OUT_ADMINS)[number]) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  let reloads = 0;
  await signInAsAdmin(page, admin);
  page.on('load', () => {
    reloads += 1;
  });
  return { context, page, reloads: () => reloads };
}

const chatOf = (page: Page) => page.getByRole('region', { name: 'Admin live chat' });

async function sendChat(page: Page, text: string) {
  const box = chatOf(page).getByRole('textbox', { name: 'Message to all admins' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('two admins on different instances see each other’s chat messages without a reload', async ({
  browser,
}) => {
  const [appOne, appTwo] = membersOf(cluster(), 'app');
  const [adminOne, adminTwo] = SCALE_OUT_ADMINS;
  if (!appOne?.url || !appTwo?.url || !adminOne || !adminTwo)
    throw new Error('two apps, two admins');
  // Each browser talks to its own instance directly, not through the proxy.
  const first = await adminOn(browser, appOne.url, adminOne);
  const second = await adminOn(browser, appTwo.url, adminTwo);
  try {
    for (const { page } of [first, second]) {
      await expect(
        chatOf(page).getByText('Live: new messages appear as they are sent.'),
      ).toBeVisible();
    }
    const run = Date.now().toString(36);
    const hello = `Hello from ${appOne.name} ${run}`;
    await sendChat(first.page, hello);
    const secondHistory = chatOf(second.page).getByRole('list', { name: 'Chat messages' });
    await expect(secondHistory.getByText(hello, { exact: true })).toBeVisible();
    const answer = `And back from ${appTwo.name} ${run}`;
    await sendChat(second.page, answer);
    const firstHistory = chatOf(first.page).getByRole('list', { name: 'Chat messages' });
    await expect(firstHistory.getByText(answer, { exact: true })).toBeVisible();
    await expect(firstHistory.getByText(hello, { exact: true })).toHaveCount(1);
    await expect(secondHistory.getByText(answer, { exact: true })).toHaveCount(1);
    expect([first.reloads(), second.reloads()]).toEqual([0, 0]);
  } finally {
    await first.context.close();
    await second.context.close();
  }
  // Each event stream was held by the instance its browser was pinned to.
  for (const app of [appOne, appTwo]) {
    const streams = jsonLines<{ req?: { url?: string } }>(app.logFile).filter((line) =>
      line.req?.url?.startsWith('/api/admin/events?'),
    );
    expect(streams.length, `${app.name} served an admin event stream`).toBeGreaterThan(0);
  }
});

/** Buyers with keys in servers of their own, ready for /activate. */
async function prepareBuilds(info: ClusterInfo, count: number) {
  const accounts = Math.ceil(count / PURCHASES_PER_ACCOUNT);
  const prepared = await Promise.all(
    Array.from({ length: accounts }, async (_, index) => {
      const username = `bulk.owner.${index + 1}`;
      const wanted = Math.min(PURCHASES_PER_ACCOUNT, count - index * PURCHASES_PER_ACCOUNT);
      // Each buyer is a visitor of their own (sign-ins are limited per address).
      const session = await signInThroughApi(info, username, `10.77.0.${index + 1}`);
      for (let purchase = 0; purchase < wanted; purchase += 1) {
        await buyThroughApi(info, session.token, 'premium');
      }
      let keys: string[] = [];
      for (let wait = 0; wait < 120 && keys.length < wanted; wait += 1) {
        keys = await keysMailedTo(info, session.email);
        if (keys.length < wanted) await sleep(250);
      }
      expect(keys, `${username}'s ${wanted} key e-mails`).toHaveLength(wanted);
      const userId = await discordUserId(info, username);
      return Promise.all(
        keys.map(async (key, number) => ({
          key,
          userId,
          guildId: await createGuild(info, `Bulk ${index + 1}.${number + 1}`, userId),
        })),
      );
    }),
  );
  return prepared.flat();
}

test(`${SCALE_OUT_BUILDS} simultaneous builds share the two workers without a global 429`, async () => {
  const info = cluster();
  const workers = membersOf(info, 'worker');
  const builds = await prepareBuilds(info, SCALE_OUT_BUILDS);
  const started = Date.now();
  await Promise.all(
    builds.map((build) => activateAndBuild(info, { ...build, style: BUILD_STYLE })),
  );
  const pressed = Date.now() - started;

  const guilds = new Set(builds.map((build) => build.guildId));
  let views: GuildActivity[] = [];
  await expect
    .poll(
      async () => {
        views = (await activity(info)).filter((view) => guilds.has(view.guildId));
        return views.filter((view) => view.progress?.includes(' is built')).length;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(builds.length);
  const finished = Date.now() - started;

  // Which worker called Discord for which server, and the 429s each was answered.
  const guildPath = /\/guilds\/(\d+)\//;
  const builtBy = new Map<string, Set<string>>();
  let global429 = 0;
  let other429 = 0;
  for (const worker of workers) {
    for (const answer of tracedAnswers(worker).filter((entry) => entry.at >= started)) {
      const guild = guildPath.exec(answer.path)?.[1];
      if (answer.method === 'POST' && guild && guilds.has(guild)) {
        builtBy.set(guild, (builtBy.get(guild) ?? new Set()).add(worker.name));
      }
      if (answer.status === 429 && answer.global) global429 += 1;
      else if (answer.status === 429) other429 += 1;
    }
  }
  const perWorker = workers.map(
    (worker) =>
      `${worker.name} ${[...builtBy.values()].filter((names) => names.has(worker.name)).length}`,
  );
  const emulator429 = views.reduce((sum, view) => sum + view.rateLimited, 0);
  console.info(
    `scale-out: ${builds.length} builds of ${BUILD_STYLE}: pressed in ${seconds(pressed)}, all built in ${seconds(finished)}; servers per worker: ${perWorker.join(', ')}; 429s received: ${global429} global, ${other429} per-route (the emulator counted ${emulator429})`,
  );

  // One worker built each server, and both workers built some.
  for (const guild of guilds) expect(builtBy.get(guild)?.size, `builder of ${guild}`).toBe(1);
  for (const worker of workers) {
    expect(
      [...builtBy.values()].some((names) => names.has(worker.name)),
      `${worker.name} built servers`,
    ).toBe(true);
  }
  // Exactly the style's objects in every server: nothing made twice.
  const [first] = views;
  for (const view of views) expect(view.created).toEqual(first?.created);
  expect.soft(global429, 'global 429s answered to the workers').toBe(0);
  expect.soft(other429, 'per-route 429s answered to the workers').toBe(0);
});

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster().databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

test('every job ran once and ended well, both workers ran jobs, both instances answered', async () => {
  const info = cluster();
  // Let the queue settle (bounded): nothing waiting, retrying or running.
  await expect
    .poll(
      async () =>
        (
          await query<{ count: string }>(
            `select count(*) from pgboss.job where state in ('created', 'retry', 'active')`,
          )
        )[0]?.count,
      { timeout: 30_000 },
    )
    .toBe('0');
  const jobs = await query<{ name: string; state: string; retry_count: number; count: string }>(
    'select name, state, retry_count, count(*) from pgboss.job group by 1, 2, 3 order by 1',
  );
  console.info(
    `scale-out: jobs ${jobs.map((row) => `${row.name} ${row.state} x${row.count}${row.retry_count ? ` (retried ${row.retry_count})` : ''}`).join('; ')}`,
  );
  expect(jobs.filter((row) => row.state !== 'completed' || row.retry_count !== 0)).toEqual([]);
  expect(jobs.filter((row) => row.name.endsWith('.dead'))).toEqual([]);

  // One build job per build, one key e-mail job per key e-mail, one key e-mail per paid purchase.
  const [builds] = await query<{ jobs: string; sessions: string; started: string }>(
    `select (select count(*) from pgboss.job where name = 'bot.build') as jobs,
            (select count(distinct data->>'sessionId') from pgboss.job where name = 'bot.build') as sessions,
            (select count(*) from server_setup_sessions where status in ('building', 'completed', 'failed')) as started`,
  );
  expect(builds?.jobs).toBe(builds?.sessions);
  expect(builds?.jobs).toBe(builds?.started);
  const [mails] = await query<{ jobs: string; emails: string; paid: string; sent_once: string }>(
    `select (select count(*) from pgboss.job where name = 'email.license-key') as jobs,
            (select count(distinct data->>'emailId') from pgboss.job where name = 'email.license-key') as emails,
            (select count(*) from purchases where status = 'completed') as paid,
            (select count(*) from emails where template = 'email.license-key' and status = 'sent' and attempts = 1) as sent_once`,
  );
  expect(mails?.jobs).toBe(mails?.emails);
  expect(mails?.jobs).toBe(mails?.paid);
  expect(mails?.sent_once).toBe(mails?.paid);
  const buyers = await query<{ email: string; paid: string }>(
    `select u.email, count(*) as paid from purchases p join users u on u.id = p.user_id
     where p.status = 'completed' group by u.email`,
  );
  const delivered = await mailbox(info);
  for (const buyer of buyers) {
    const keyMails = delivered.filter(
      (message) =>
        message.to.some((to) => to.includes(buyer.email)) &&
        /TPL(?:-[0-9A-Z]{5}){4}/.test(message.text),
    );
    expect(keyMails, `key e-mails to ${buyer.email}`).toHaveLength(Number(buyer.paid));
  }

  // Both workers worked: each called Discord (builds); e-mail goes wherever a job lands.
  const smtpPort = Number(new URL(info.smtpUrl).port);
  for (const worker of membersOf(info, 'worker')) {
    const discordCalls = tracedAnswers(worker).filter((entry) =>
      entry.path.includes('/sandbox/discord/api/'),
    ).length;
    console.info(
      `scale-out: ${worker.name} made ${discordCalls} Discord calls and ${tracedConnections(worker, smtpPort)} SMTP connections`,
    );
    expect(discordCalls, `${worker.name}'s Discord calls`).toBeGreaterThan(0);
  }
  // Both instances answered requests that came through the proxy, interactions among them.
  const answered = answeredRequests(info);
  for (const app of membersOf(info, 'app')) {
    const proxied = (answered.get(app.name) ?? []).filter((id) => id.startsWith('px-'));
    const interactions = jsonLines<{ reqId?: string; req?: { url?: string } }>(app.logFile).filter(
      (line) => line.req?.url === '/api/interactions' && line.reqId?.startsWith('px-'),
    );
    console.info(
      `scale-out: ${app.name} answered ${proxied.length} proxied requests, ${interactions.length} interactions`,
    );
    expect(proxied.length, `${app.name}'s proxied requests`).toBeGreaterThan(0);
    expect(interactions.length, `${app.name}'s interactions`).toBeGreaterThan(0);
  }
});
