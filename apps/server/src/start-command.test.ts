import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '@guildsmith/emulators';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// The commands an operator types, run on the compiled server as `npm start` runs it.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
  expect(built.status, built.stderr.toString()).toBe(0);
}, 120_000);

interface Started {
  npm: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function npmRun(script: string, env: Record<string, string>): Started {
  const npm = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    // Its own process group, as a terminal or a container runtime gives it.
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'guildsmith-start-')),
      RECONCILE_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  npm.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  return { npm, exited, output: () => output };
}

async function waitUntilReady(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing ready on ${port}`);
}

/** The processes left in a group; empty once everything ended. */
function groupMembers(groupId: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '-g', String(groupId)]).stdout.toString();
  return listed
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

let nextPort = 3900 + Math.floor(Math.random() * 50) * 2;

describe('npm start (the compiled server)', () => {
  it.each([
    ['the server process alone', 'server'],
    ['the whole process group', 'group'],
  ] as const)(
    'ends with exit 0 and leaves nothing behind when %s gets SIGTERM',
    async (_, target) => {
      const port = nextPort++;
      const started = npmRun('start:built', { PORT: String(port) });
      await waitUntilReady(port);
      const groupId = started.npm.pid ?? 0;
      // npm's only child is node itself: the script execs it, with no shell or tsx between.
      const [server] = readFileSync(`/proc/${groupId}/task/${groupId}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number);
      expect(readFileSync(`/proc/${server}/cmdline`, 'utf8')).toContain('apps/server/dist/main.js');
      process.kill(target === 'server' ? (server ?? 0) : -groupId, 'SIGTERM');
      expect(await started.exited).toBe(0);
      expect(groupMembers(groupId)).toEqual([]);
      expect(started.output()).toContain('DEMO MODE');
      expect(started.output()).toContain('"msg":"stopped"');
    },
    90_000,
  );

  it('a production start without credentials stops at once, naming the variable', async () => {
    const started = npmRun('serve', { PORT: String(nextPort++) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'Invalid configuration: PUBLIC_URL is required (a production start runs the demo only with DEMO_MODE=true)',
    );
  }, 30_000);

  it('the compiled admin:create makes an admin on a fresh database, finding the migrations from its settings', () => {
    const created = spawnSync(
      process.execPath,
      ['apps/server/dist/cli/admin-create.js', '--username', 'compiled.admin', '--no-totp'],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'guildsmith-admin-')),
          ADMIN_PASSWORD: 'a long enough password',
        },
      },
    );
    expect(created.status, created.stderr.toString()).toBe(0);
    expect(created.stdout.toString()).toContain('compiled.admin');
  }, 60_000);

  it('a worker refuses the embedded database, which opens in one process only', async () => {
    const started = npmRun('worker', { DEMO_MODE: 'true' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'Invalid configuration: DATABASE_URL is required by a separate worker',
    );
  }, 30_000);
});

describe('npm run emulators (one set of emulators for several app processes)', () => {
  const running: Started[] = [];
  afterEach(async () => {
    for (const started of running.splice(0)) {
      process.kill(-(started.npm.pid ?? 0), 'SIGTERM');
      await started.exited;
    }
  });

  it('serves the demo to an app started with EMULATORS_URL: OAuth, commands, signed interactions and mail all go through it', async () => {
    const emulatorsPort = nextPort++;
    const appPort = nextPort++;
    const smtpPort = 25_000 + Math.floor(Math.random() * 5000);
    const emulatorsUrl = `http://127.0.0.1:${emulatorsPort}`;
    const appUrl = `http://127.0.0.1:${appPort}`;
    const shared = { EMULATORS_URL: emulatorsUrl, PUBLIC_URL: appUrl };
    const emulators = npmRun('emulators', {
      ...shared,
      PORT: String(emulatorsPort),
      EMULATORS_SMTP_PORT: String(smtpPort),
    });
    running.push(emulators);
    const discordControl = `${emulatorsUrl}/sandbox/discord/control`;
    let interactions: { url: string; publicKey: string } | undefined;
    for (let attempt = 0; attempt < 120 && !interactions; attempt++) {
      interactions = await fetch(`${discordControl}/interactions-url`).then(
        (response) =>
          response.ok
            ? (response.json() as Promise<{ url: string; publicKey: string }>)
            : undefined,
        () => undefined,
      );
      if (!interactions) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(interactions?.url).toBe(`${appUrl}/api/interactions`);

    const app = npmRun('start:built', {
      ...shared,
      PORT: String(appPort),
      DISCORD_PUBLIC_KEY: interactions?.publicKey ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    running.push(app);
    await waitUntilReady(appPort);

    // The app mounts no emulators of its own and sends the browser to the shared ones.
    expect((await fetch(`${appUrl}/sandbox/discord/control/users`)).status).toBe(404);
    const publicConfig = (await (await fetch(`${appUrl}/api/config/public`)).json()) as {
      botInviteUrl: string;
      stripeSandboxUrl: string;
    };
    expect(publicConfig.botInviteUrl).toMatch(
      new RegExp(`^${emulatorsUrl}/sandbox/discord/oauth2/authorize\\?`),
    );
    expect(publicConfig.stripeSandboxUrl).toBe(`${emulatorsUrl}/sandbox/stripe`);

    // The app registered its commands with the shared Discord, which signs what it plays.
    let answer: { status?: number } = {};
    for (let attempt = 0; attempt < 40 && answer.status !== 200; attempt++) {
      const played = await fetch(`${discordControl}/command`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          guildId: SEED_GUILD_IDS.avasWorkshop,
          userId: SEED_USER_IDS.ava,
          command: 'help',
        }),
      });
      answer = played.ok ? ((await played.json()) as { status?: number }) : {};
      if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answer.status).toBe(200);

    // A job of the app sends mail over SMTP into the shared mailbox.
    const email = `standalone-${appPort}@example.com`;
    const subscribed = await fetch(`${appUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBeLessThan(300);
    let delivered = false;
    for (let attempt = 0; attempt < 80 && !delivered; attempt++) {
      const messages = (await (
        await fetch(`${emulatorsUrl}/sandbox/mail/api/messages`)
      ).json()) as { to: unknown }[];
      delivered = messages.some((message) => JSON.stringify(message.to).includes(email));
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(delivered).toBe(true);
  }, 120_000);
});
