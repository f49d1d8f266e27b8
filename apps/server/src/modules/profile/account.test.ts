import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { DELETED_ACCOUNT_NAME, DELETED_ADDRESS } from './account-deletion.ts';

let harness: TestApp;

/** A buyer with something in every table the export reads, and a session token. */
async function seedBuyer(name: string) {
  const { db } = harness.database;
  const [user] = await db
    .insert(schema.users)
    .values({
      discordId: `discord-${name}`,
      username: name,
      globalName: `${name} Global`,
      avatar: 'a_hash',
      email: `${name}@example.com`,
      emailVerified: true,
      accessToken: 'sealed-access',
      refreshToken: 'sealed-refresh',
      profileName: `${name} Profile`,
      bio: `${name} bio`,
      website: `https://${name}.dev`,
      twitter: '@someone',
      github: name,
      profilePicture: null,
      stripeCustomerId: `cus_${name}`,
      plan: 'premium',
      profileCompleted: true,
    })
    .returning();
  if (!user) throw new Error('no user');
  const [purchase] = await db
    .insert(schema.purchases)
    .values({
      userId: user.id,
      plan: 'premium',
      amount: '19.99',
      status: 'completed',
      stripePaymentIntentId: `pi_${name}`,
      completedAt: new Date(),
    })
    .returning();
  const [key] = await db
    .insert(schema.licenseKeys)
    .values({
      keyHash: `hash-${name}`,
      last4: 'AB12',
      sealedKey: 'sealed-key',
      plan: 'premium',
      userId: user.id,
      purchaseId: purchase?.id,
      status: 'activated',
      serverId: `guild-${name}`,
      activatedAt: new Date(),
    })
    .returning();
  await db.insert(schema.serverRegistrations).values({
    userId: user.id,
    serverId: `guild-${name}`,
    serverName: `${name}'s server`,
    plan: 'premium',
    licenseKeyId: key?.id,
  });
  await db.insert(schema.feedback).values({
    category: 'praise',
    message: `${name} loves it`,
    username: name,
    email: user.email,
    userId: user.id,
  });
  await db.insert(schema.emails).values({
    to: `${name}@example.com`,
    template: 'license-key',
    subject: 'Your license key',
    status: 'sent',
    userId: user.id,
    licenseKeyId: key?.id,
  });
  const tokens = new SessionTokens(db, harness.config.jwtSecret);
  const { token } = await tokens.issue(
    { id: user.id, role: 'user' },
    { userAgent: `${name}-browser`, ip: '203.0.113.7' },
  );
  return { user, token, purchaseId: purchase?.id ?? '' };
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  harness.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

describe('export my data', () => {
  it("downloads the caller's data as JSON, keys masked, and nothing of anyone else's", async () => {
    const ana = await seedBuyer('ana');
    await seedBuyer('ben');
    const response = await call(ana.token, 'GET', '/api/profile/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="guildsmith-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({
      username: 'ana',
      email: 'ana@example.com',
      profileName: 'ana Profile',
      bio: 'ana bio',
    });
    expect(data.purchases).toEqual([expect.objectContaining({ plan: 'premium', amount: 19.99 })]);
    expect(data.licenseKeys).toEqual([
      expect.objectContaining({ maskedKey: 'TPL-•••••-•••••-•••••-•AB12', status: 'activated' }),
    ]);
    expect(data.servers).toEqual([expect.objectContaining({ serverName: "ana's server" })]);
    expect(data.sessions).toEqual([
      expect.objectContaining({ userAgent: 'ana-browser', ip: '203.0.113.7' }),
    ]);
    expect(data.feedback).toEqual([expect.objectContaining({ message: 'ana loves it' })]);
    expect(data.emails).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: 'Your license key' }),
    ]);
    const raw = response.body;
    expect(raw).not.toContain('ben');
    for (const secret of ['sealed-access', 'sealed-refresh', 'sealed-key', 'hash-ana', 'cus_ana']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('requires a session', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/profile/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('refuses without the typed username, and changes nothing', async () => {
    const cara = await seedBuyer('cara');
    const response = await call(cara.token, 'POST', '/api/profile/delete-account', {
      confirmation: 'delete',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CONFIRMATION_MISMATCH');
    expect((await call(cara.token, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('wipes personal data, revokes keys, ends sessions and keeps the purchase records', async () => {
    const { db } = harness.database;
    const dan = await seedBuyer('dan');
    const eve = await seedBuyer('eve');
    const avatarsDir = path.join(harness.config.dataDir, 'uploads', 'avatars');
    await mkdir(avatarsDir, { recursive: true });
    const picture = `${dan.user.id}_00000000-0000-4000-8000-000000000000.webp`;
    await writeFile(path.join(avatarsDir, picture), 'webp');
    await db
      .update(schema.users)
      .set({ profilePicture: `/uploads/avatars/${picture}` })
      .where(eq(schema.users.id, dan.user.id));

    const response = await call(dan.token, 'POST', '/api/profile/delete-account', {
      confirmation: ' dan ',
    });
    expect(response.statusCode).toBe(200);

    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, dan.user.id));
    expect(row).toMatchObject({
      discordId: null,
      username: DELETED_ACCOUNT_NAME,
      globalName: null,
      avatar: null,
      email: null,
      accessToken: null,
      refreshToken: null,
      profileName: null,
      bio: null,
      website: null,
      twitter: null,
      github: null,
      profilePicture: null,
      stripeCustomerId: null,
      plan: 'free',
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const stored = JSON.stringify(row);
    for (const personal of ['dan@example.com', 'dan Global', 'dan Profile', 'dan bio', 'a_hash']) {
      expect(stored).not.toContain(personal);
    }
    expect(await readdir(avatarsDir)).not.toContain(picture);

    const purchases = await db
      .select()
      .from(schema.purchases)
      .where(eq(schema.purchases.userId, dan.user.id));
    expect(purchases).toEqual([
      expect.objectContaining({ id: dan.purchaseId, status: 'completed', amount: '19.99' }),
    ]);
    const keys = await db
      .select()
      .from(schema.licenseKeys)
      .where(eq(schema.licenseKeys.userId, dan.user.id));
    expect(keys).toEqual([expect.objectContaining({ status: 'revoked', sealedKey: null })]);
    const [registration] = await db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.userId, dan.user.id));
    expect(registration?.status).toBe('inactive');
    const feedbackRows = await db.select().from(schema.feedback);
    expect(feedbackRows.find((entry) => entry.message === 'dan loves it')).toMatchObject({
      username: 'Anonymous',
      email: null,
      userId: null,
    });
    const mail = await db.select().from(schema.emails);
    expect(mail.filter((entry) => entry.userId === dan.user.id).map((entry) => entry.to)).toEqual([
      DELETED_ADDRESS,
    ]);
    const sessions = await db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, dan.user.id));
    expect(sessions).toEqual([]);

    // The deleted account's token no longer works; the other buyer is untouched.
    expect((await call(dan.token, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await call(dan.token, 'GET', '/api/profile/export')).statusCode).toBe(401);
    const other = await call(eve.token, 'GET', '/api/auth/user');
    expect(other.json()).toMatchObject({ username: 'eve', email: 'eve@example.com' });
  });

  it('keeps admin accounts to the operator', async () => {
    const { db } = harness.database;
    const [admin] = await db
      .insert(schema.users)
      .values({ username: 'root.admin', role: 'admin', passwordHash: 'x' })
      .returning();
    const { token } = await new SessionTokens(db, harness.config.jwtSecret).issue({
      id: admin?.id ?? '',
      role: 'admin',
    });
    const response = await call(token, 'POST', '/api/profile/delete-account', {
      confirmation: 'root.admin',
    });
    expect(response.statusCode).toBe(403);
  });
});
