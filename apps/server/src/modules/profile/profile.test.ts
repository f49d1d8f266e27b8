import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, schema } from '@guildsmith/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { recipientOf } from '../mail/recipient.ts';

let harness: TestApp;
let token: string;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: 'p-1', username: 'profile.pat' })
    .returning();
  if (!user) throw new Error('no user');
  ({ token } = await new SessionTokens(harness.database.db, harness.config.jwtSecret).issue({
    id: user.id,
    role: 'user',
  }));
});

afterAll(async () => {
  await harness.close();
});

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#5865f2' } })
    .png()
    .toBuffer();

async function upload(bytes: Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${harness.url}/api/profile/upload-avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { url: string; error: { message: string } },
  };
}

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  harness.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('avatar upload', () => {
  it('accepts a PNG named .txt and stores a 256 px WebP', async () => {
    const result = await upload(await png(), 'holiday.txt', 'text/plain');
    expect(result.status).toBe(200);
    // The file names its owner, so no other account can claim it as a picture.
    expect(result.body.url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}_[0-9a-f-]{36}\.webp$/);
    const stored = await readFile(
      path.join(harness.config.dataDir, 'uploads', result.body.url.replace('/uploads/', '')),
    );
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const served = await fetch(`${harness.url}${result.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file named .png', async () => {
    const result = await upload(Buffer.from('definitely not an image'), 'me.png', 'image/png');
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('Please select a valid image file.');
  });

  it('refuses an SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const result = await upload(svg, 'me.svg', 'image/svg+xml');
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('Please select a valid image file.');
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const result = await upload(big, 'big.png', 'image/png');
    expect(result.status).toBe(413);
    expect(result.body.error.message).toBe('File size must be less than 5MB.');
  });

  it('requires a session', async () => {
    const response = await fetch(`${harness.url}/api/profile/upload-avatar`, { method: 'POST' });
    expect(response.status).toBe(401);
  });
});

describe('profile', () => {
  it('completes the profile and the onboarding', async () => {
    const profile = await send('POST', '/api/auth/complete-profile', {
      profileName: 'Pat',
      profilePicture: '',
      bio: 'Hi',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({
      profileCompleted: true,
      profileName: 'Pat',
      firstName: 'Pat',
      bio: 'Hi',
    });
    const onboarding = await send('POST', '/api/profile/complete-onboarding');
    expect(onboarding.json().user).toMatchObject({ onboardingCompleted: true });
  });

  it('renames the account: the display name is what the site and the e-mails call it', async () => {
    const renamed = await send('PATCH', '/api/profile/update', { profileName: '  Patricia ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ profileName: 'Patricia', firstName: 'Patricia' });
    const blank = await send('PATCH', '/api/profile/update', { profileName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Profile name is required');
  });

  it('refuses a bio over 500 characters on the server', async () => {
    const response = await send('PATCH', '/api/profile/update', { bio: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Bio must be at most 500 characters');
  });

  it('saves links and ignores fields a user may not set', async () => {
    const response = await send('PATCH', '/api/profile/update', {
      website: 'https://pat.dev',
      twitter: 'pat_codes',
      github: 'pat-codes',
      plan: 'lifetime',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      website: 'https://pat.dev',
      twitter: '@pat_codes',
      github: 'pat-codes',
      plan: 'free',
      role: 'user',
    });
  });

  it('refuses a profile picture that is not one of our uploads', async () => {
    const response = await send('PATCH', '/api/profile/update', {
      profilePicture: 'https://evil.example/x.png',
    });
    expect(response.statusCode).toBe(400);
  });

  it("takes only the caller's own uploads as a profile picture", async () => {
    const mine = await upload(await png(), 'me.png', 'image/png');
    expect(mine.status).toBe(200);
    const [other] = await harness.database.db
      .insert(schema.users)
      .values({ discordId: 'p-2', username: 'profile.other' })
      .returning();
    const otherToken = (
      await new SessionTokens(harness.database.db, harness.config.jwtSecret).issue({
        id: other?.id ?? '',
        role: 'user',
      })
    ).token;
    const asOther = (profilePicture: string) =>
      harness.app.inject({
        method: 'PATCH',
        url: '/api/profile/update',
        payload: { profilePicture },
        headers: { authorization: `Bearer ${otherToken}` },
      });
    for (const stolen of [
      mine.body.url,
      '/uploads/avatars/../secrets.json',
      '/uploads/avatars/../../data/db/PG_VERSION',
      `/uploads/avatars/${other?.id}_00000000-0000-4000-8000-000000000000.webp`,
    ]) {
      const response = await asOther(stolen);
      expect(response.statusCode, stolen).toBe(400);
      expect(response.json().error.code).toBe('INVALID_PICTURE');
    }
    // The owner may set it, keep it, and clear it.
    expect(
      (await send('PATCH', '/api/profile/update', { profilePicture: mine.body.url })).statusCode,
    ).toBe(200);
    expect(
      (await send('PATCH', '/api/profile/update', { profilePicture: mine.body.url })).statusCode,
    ).toBe(200);
    expect((await send('PATCH', '/api/profile/update', { profilePicture: '' })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 to an upload that was cut off', async () => {
    const boundary = '----guildsmith-cut';
    const bytes = await png();
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    // The body stops in the middle of the file: no closing boundary ever comes.
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      payload: Buffer.concat([head, bytes.subarray(0, Math.floor(bytes.length / 2))]),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UPLOAD_INCOMPLETE');
  });
});

describe('contact e-mail for license keys', () => {
  it("sets an address on an account without one, validated with the checkout form's messages", async () => {
    const blank = await send('PUT', '/api/profile/email', { email: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter your email address.');
    const invalid = await send('PUT', '/api/profile/email', { email: 'pat at example' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Please enter a valid email address.');

    const response = await send('PUT', '/api/profile/email', { email: ' Pat@Example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'pat@example.com', emailVerified: false });
  });

  it('changes an address Discord verified only through a link to the new one', async () => {
    const [user] = await harness.database.db
      .insert(schema.users)
      .values({
        discordId: 'p-verified',
        username: 'verified.vic',
        email: 'vic@example.com',
        emailVerified: true,
      })
      .returning();
    if (!user) throw new Error('no user');
    const session = await new SessionTokens(harness.database.db, harness.config.jwtSecret).issue({
      id: user.id,
      role: 'user',
    });
    const put = (email: string) =>
      harness.app.inject({
        method: 'PUT',
        url: '/api/profile/email',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { email },
      });
    const change = await put('new.vic@example.com');
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({
      message: 'Confirmation link sent',
      confirmationSent: true,
      user: { email: 'vic@example.com', emailVerified: true, pendingEmail: 'new.vic@example.com' },
    });
    // Keys and notices keep going to the confirmed address meanwhile.
    expect(await recipientOf(harness.database.db, user.id)).toEqual({
      status: 'confirmed',
      address: 'vic@example.com',
    });

    // Typing the confirmed address again withdraws the change.
    const withdrawn = await put('VIC@example.com');
    expect(withdrawn.json()).toMatchObject({
      message: 'E-mail address saved',
      confirmationSent: false,
      user: { email: 'vic@example.com', pendingEmail: null },
    });
    const [row] = await harness.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(row).toMatchObject({ pendingEmail: null, verificationToken: null });
  });

  it('requires a session', async () => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/profile/email',
      payload: { email: 'x@example.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});
