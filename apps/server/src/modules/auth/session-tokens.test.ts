import { schema } from '@guildsmith/db';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from './session-tokens.ts';

const PREVIOUS_SECRET = 'the-secret-being-retired-long-enough-for-hs256';
const CURRENT_SECRET = 'the-secret-taking-over-also-long-enough-for-hs256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

let harness: TestApp;
let userId: string;

beforeAll(async () => {
  // The server as deployed in the middle of a rotation: JWT_SECRET is new, the old one is previous.
  harness = await createTestApp({
    env: { JWT_SECRET: CURRENT_SECRET, JWT_SECRET_PREVIOUS: PREVIOUS_SECRET },
  });
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: '4343', username: 'rotating.rae' })
    .returning();
  userId = user?.id ?? '';
});

afterAll(async () => {
  await harness.close();
});

const currentUser = (token: string) =>
  harness.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });

describe('session tokens across a JWT_SECRET rotation', () => {
  it('keep a session signed before the rotation working', async () => {
    const before = new SessionTokens(harness.database.db, PREVIOUS_SECRET);
    const { token } = await before.issue({ id: userId, role: 'user' }, { remember: true });
    const response = await currentUser(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'rotating.rae' });
  });

  it('sign new sessions with the current secret only', async () => {
    const during = new SessionTokens(harness.database.db, CURRENT_SECRET, PREVIOUS_SECRET);
    const { token } = await during.issue({ id: userId, role: 'user' });
    await expect(jwtVerify(token, keyOf(CURRENT_SECRET))).resolves.toBeDefined();
    await expect(jwtVerify(token, keyOf(PREVIOUS_SECRET))).rejects.toThrow();
    expect((await currentUser(token)).statusCode).toBe(200);
  });

  it('refuse a session of the previous secret once that secret is removed', async () => {
    const before = new SessionTokens(harness.database.db, PREVIOUS_SECRET);
    const { token } = await before.issue({ id: userId, role: 'user' });
    const during = new SessionTokens(harness.database.db, CURRENT_SECRET, PREVIOUS_SECRET);
    const after = new SessionTokens(harness.database.db, CURRENT_SECRET);
    expect(await during.verify(token)).toMatchObject({ userId });
    expect(await after.verify(token)).toBeNull();
  });

  it('refuse an expired token signed with the previous secret, and one signed with neither', async () => {
    const { token: live } = await new SessionTokens(harness.database.db, PREVIOUS_SECRET).issue({
      id: userId,
      role: 'user',
    });
    const { sid } = JSON.parse(Buffer.from(live.split('.')[1] ?? '', 'base64url').toString());
    const expired = await new SignJWT({ sid, role: 'user' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer('guildsmith')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(keyOf(PREVIOUS_SECRET));
    expect((await currentUser(expired)).statusCode).toBe(401);

    const { token: stranger } = await new SessionTokens(
      harness.database.db,
      'a-third-secret-that-neither-side-knows-of-at-all',
    ).issue({ id: userId, role: 'user' });
    expect((await currentUser(stranger)).statusCode).toBe(401);
  });
});
