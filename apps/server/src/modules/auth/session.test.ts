import { schema } from '@guildsmith/db';
import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from './session-tokens.ts';

let harness: TestApp;
let tokens: SessionTokens;
let userId: string;

beforeAll(async () => {
  harness = await createTestApp();
  tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: '4242', username: 'session.sam', email: 'sam@example.test' })
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

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('session tokens', () => {
  it('answer the current user while the session lives', async () => {
    const { token } = await tokens.issue({ id: userId, role: 'user' });
    const response = await currentUser(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'session.sam', plan: 'free', role: 'user' });
    expect(response.json()).not.toHaveProperty('accessToken');
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('refuse a request without a token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
  });

  it('refuse a token whose payload was changed', async () => {
    const { token } = await tokens.issue({ id: userId, role: 'user' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
    expect((await currentUser(forged)).statusCode).toBe(401);
  });

  it('refuse alg none', async () => {
    const { token } = await tokens.issue({ id: userId, role: 'user' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await currentUser(unsigned)).statusCode).toBe(401);
  });

  it('refuse an expired token even when its session row exists', async () => {
    const { token } = await tokens.issue({ id: userId, role: 'user' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid, role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('guildsmith')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(harness.config.jwtSecret));
    expect((await currentUser(expired)).statusCode).toBe(401);
  });

  it('stop working after logout', async () => {
    const { token } = await tokens.issue({ id: userId, role: 'user' });
    expect((await currentUser(token)).statusCode).toBe(200);
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await currentUser(token)).statusCode).toBe(401);
  });

  it('last 7 days, 30 when remembered, 12 hours for admins', async () => {
    const day = 24 * 3600 * 1000;
    const plain = await tokens.issue({ id: userId, role: 'user' });
    const remembered = await tokens.issue({ id: userId, role: 'user' }, { remember: true });
    const admin = await tokens.issue({ id: userId, role: 'admin' });
    expect(plain.expiresAt.getTime() - Date.now()).toBeCloseTo(7 * day, -5);
    expect(remembered.expiresAt.getTime() - Date.now()).toBeCloseTo(30 * day, -5);
    expect(admin.expiresAt.getTime() - Date.now()).toBeCloseTo(day / 2, -5);
  });
});

describe('admin login', () => {
  beforeAll(async () => {
    await harness.database.db.insert(schema.users).values({
      username: 'root.admin',
      role: 'admin',
      passwordHash: await hash('correct horse battery staple'),
    });
  });

  const login = (username: string, password: string, ip = '10.0.0.1') =>
    harness.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('signs an admin in with a 12-hour admin session', async () => {
    const response = await login('root.admin', 'correct horse battery staple');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { username: 'root.admin', role: 'admin' } });
    const me = await currentUser(body.token);
    expect(me.json()).toMatchObject({ role: 'admin' });
  });

  it('answers a wrong password with 401 and the same message as an unknown name', async () => {
    const wrong = await login('root.admin', 'nope', '10.0.0.2');
    const unknown = await login('nobody.here', 'nope', '10.0.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("validates the body with the sign-in form's messages", async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Username is required');
  });

  it('locks a username at the address guessing it, even for the right password', async () => {
    await harness.database.db.insert(schema.users).values({
      username: 'locked.admin',
      role: 'admin',
      passwordHash: await hash('the right password'),
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('locked.admin', 'guess', '10.1.0.1')).statusCode).toBe(401);
    }
    const locked = await login('locked.admin', 'the right password', '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('LOGIN_LOCKED');
  });
});
