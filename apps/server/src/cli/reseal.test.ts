import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../jobs/index.ts';
import { SecretBox } from '../lib/secret-box.ts';
import {
  consumeLicenseKey,
  findLicenseKey,
  keyRefusal,
} from '../modules/bot/activation/consume-key.ts';
import { type IssuedLicenseKey, issueLicenseKey } from '../modules/licenses/license-keys.ts';
import { unsubscribe } from '../modules/newsletter/newsletter.service.ts';
import { hashToken, UnsubscribeTokens } from '../modules/newsletter/newsletter-tokens.ts';
import { type ResealReport, resealAll } from './reseal.ts';

const { licenseKeys, newsletterSubscribers, users } = schema;

const previousKey = randomBytes(32);
const currentKey = randomBytes(32);
/** Before the rotation, during it (both keys set), and after ENCRYPTION_KEY_PREVIOUS is removed. */
const before = new SecretBox(previousKey);
const during = new SecretBox(currentKey, previousKey);
const after = new SecretBox(currentKey);

/** A queue nobody works, so its job waits, as a mail does while SMTP is down. */
const PROBE_JOB = 'reseal.probe';

let database: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await createJobQueue(database);
  await queue.register(PROBE_JOB, async () => {});
});

afterAll(async () => {
  await queue.stop();
  await database.close();
});

const reseal = () =>
  resealAll({
    db: database.db,
    secrets: during,
    unsubscribeTokens: new UnsubscribeTokens(currentKey, previousKey),
    // Small batches, so the walk over several batches is what runs.
    batchSize: 2,
  });

const counts = (resealed: number, current: number, unreadable = 0) => ({
  resealed,
  current,
  unreadable,
  skipped: 0,
});

async function userRow(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

// Written under the previous key, before the rotation.
let discordUserId: string;
let adminId: string;
let license: IssuedLicenseKey;
let subscriberId: string;
let jobId: string;

describe('secrets:reseal', () => {
  it('finds data sealed before the rotation readable while both keys are set', async () => {
    const [discordUser] = await database.db
      .insert(users)
      .values({
        discordId: '5151',
        username: 'sealed.sid',
        accessToken: before.seal('discord-access'),
        refreshToken: before.seal('discord-refresh'),
      })
      .returning();
    const [admin] = await database.db
      .insert(users)
      .values({ username: 'totp.tess', role: 'admin', totpSecret: before.seal('JBSWY3DPEHPK3PXP') })
      .returning();
    // Signed in during the rotation: already under the current key.
    await database.db
      .insert(users)
      .values({ discordId: '5252', username: 'fresh.fay', accessToken: during.seal('fresh') });
    discordUserId = discordUser?.id ?? '';
    adminId = admin?.id ?? '';
    license = await issueLicenseKey(database.db, before, {
      userId: discordUserId,
      plan: 'premium',
      purchaseId: null,
    });
    subscriberId = randomUUID();
    await database.db.insert(newsletterSubscribers).values({
      id: subscriberId,
      email: 'sealed.sid@example.test',
      status: 'confirmed',
      unsubscribeToken: hashToken(new UnsubscribeTokens(previousKey).forSubscriber(subscriberId)),
    });
    jobId =
      (await queue.send(PROBE_JOB, { emailId: 'e1', sealedToken: before.seal('link') })) ?? '';

    const sid = await userRow(discordUserId);
    expect(during.open(sid?.accessToken ?? '')).toBe('discord-access');
    expect(during.open((await userRow(adminId))?.totpSecret ?? '')).toBe('JBSWY3DPEHPK3PXP');
    const found = await findLicenseKey(database.db, license.key);
    expect(found?.id).toBe(license.id);
    expect(during.open(found?.sealedKey ?? '')).toBe(license.key);
    expect(() => after.open(found?.sealedKey ?? '')).toThrow();
  });

  let report: ResealReport;

  it('re-seals every sealed column, queued link and unsubscribe hash under the current key', async () => {
    report = await reseal();
    expect(report).toEqual({
      'users.accessToken': counts(1, 1),
      'users.refreshToken': counts(1, 0),
      'users.totpSecret': counts(1, 0),
      'license_keys.sealedKey': counts(1, 0),
      'newsletter_subscribers.unsubscribeToken': counts(1, 0),
      'job queue (sealed fields)': counts(1, 0),
    });

    const sid = await userRow(discordUserId);
    expect(after.open(sid?.accessToken ?? '')).toBe('discord-access');
    expect(after.open(sid?.refreshToken ?? '')).toBe('discord-refresh');
    expect(after.open((await userRow(adminId))?.totpSecret ?? '')).toBe('JBSWY3DPEHPK3PXP');
    const job = await queue.getJob(PROBE_JOB, jobId);
    const data = job?.data as { emailId: string; sealedToken: string } | undefined;
    expect(data?.emailId).toBe('e1');
    expect(after.open(data?.sealedToken ?? '')).toBe('link');
  });

  it('leaves a license key issued before the rotation activatable and resendable', async () => {
    const row = await findLicenseKey(database.db, license.key);
    expect(after.open(row?.sealedKey ?? '')).toBe(license.key);
    expect(keyRefusal(row, discordUserId, '9001')).toBeNull();
    const activated = await consumeLicenseKey(database.db, {
      keyId: row?.id ?? '',
      accountId: discordUserId,
      guildId: '9001',
      discordUserId: '5151',
      now: new Date(),
    });
    expect(activated?.status).toBe('activated');
  });

  it('gives every subscriber the link new mails carry; links mailed before the re-seal stop working', async () => {
    const mailedBefore = new UnsubscribeTokens(previousKey).forSubscriber(subscriberId);
    expect(await unsubscribe(database.db, mailedBefore)).toBe('invalid');
    const mailedNow = new UnsubscribeTokens(currentKey).forSubscriber(subscriberId);
    expect(await unsubscribe(database.db, mailedNow)).toBe('unsubscribed');
  });

  it('finds nothing left to do when run again', async () => {
    const again = await reseal();
    for (const place of Object.values(again)) {
      expect(place).toMatchObject({ resealed: 0, unreadable: 0, skipped: 0 });
    }
    expect(again['users.accessToken']?.current).toBe(2);
  });

  it('counts, and leaves alone, a value sealed under neither key', async () => {
    const stranger = new SecretBox(randomBytes(32)).seal('lost');
    const [row] = await database.db
      .insert(users)
      .values({ discordId: '5353', username: 'lost.lou', accessToken: stranger })
      .returning();
    expect((await reseal())['users.accessToken']).toEqual(counts(0, 2, 1));
    expect((await userRow(row?.id ?? ''))?.accessToken).toBe(stranger);
    await database.db.delete(users).where(eq(users.id, row?.id ?? ''));
  });
});

describe('npm run secrets:reseal', () => {
  const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

  const run = (env: Record<string, string>) =>
    spawnSync('npm', ['run', '--silent', 'secrets:reseal'], {
      cwd: ROOT,
      encoding: 'utf8',
      // Only what the command needs: a DATABASE_URL of the test run must not leak in.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        NODE_ENV: 'test',
        JWT_SECRET: 'reseal-command-test-secret-long-enough-for-hs256',
        ...env,
      },
    });

  it('re-seals the embedded database in batches and prints counts, never a value', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-reseal-'));
    const seeded = await createDb({ dataDir });
    await seeded.db.insert(users).values({
      discordId: '6161',
      username: 'cli.cleo',
      accessToken: before.seal('cli-access-token'),
    });
    await seeded.db.insert(licenseKeys).values({
      keyHash: 'cli-key-hash',
      last4: 'ABCD',
      sealedKey: before.seal('cli-license-key'),
      plan: 'premium',
      userId: (await seeded.db.select({ id: users.id }).from(users))[0]?.id ?? '',
    });
    await seeded.close();

    const env = {
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: currentKey.toString('hex'),
      ENCRYPTION_KEY_PREVIOUS: previousKey.toString('hex'),
    };
    const first = run(env);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('users.accessToken: 1 re-sealed, 0 already current');
    expect(first.stdout).toContain('license_keys.sealedKey: 1 re-sealed');
    const printed = first.stdout + first.stderr;
    for (const secret of ['cli-access-token', 'cli-license-key', env.ENCRYPTION_KEY]) {
      expect(printed).not.toContain(secret);
    }

    // After the previous key is removed, a run is a check that everything opens.
    const check = run({ DATA_DIR: dataDir, ENCRYPTION_KEY: env.ENCRYPTION_KEY });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toContain('users.accessToken: 0 re-sealed, 1 already current');

    const reopened = await createDb({ dataDir });
    const [row] = await reopened.db.select().from(users);
    expect(after.open(row?.accessToken ?? '')).toBe('cli-access-token');
    await reopened.close();

    // A mistyped key: nothing opens, and the command says so instead of succeeding.
    const refused = run({ ...env, ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('values open with neither key');
  }, 120_000);
});
