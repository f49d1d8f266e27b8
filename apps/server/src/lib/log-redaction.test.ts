import { Writable } from 'node:stream';
import { sql } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { redactUrl, serializeError } from './log-redaction.ts';

describe('log redaction', () => {
  it('blanks every query value on sign-in and confirmation routes, and named secrets elsewhere', () => {
    expect(redactUrl('/auth/discord/callback?code=abc123&state=xyz')).toBe(
      '/auth/discord/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/newsletter/confirm?token=t0k3n&lang=de')).toBe(
      '/api/newsletter/confirm?token=[redacted]&lang=[redacted]',
    );
    expect(redactUrl('/confirm-email?token=1.2')).toBe('/confirm-email?token=[redacted]');
    expect(
      redactUrl('/checkout?plan=premium&payment_intent_client_secret=pi_1_secret_2&Token=x'),
    ).toBe('/checkout?plan=premium&payment_intent_client_secret=[redacted]&Token=[redacted]');
    expect(redactUrl('/api/styles?search=cozy%20cafe&page=2')).toBe(
      '/api/styles?search=cozy%20cafe&page=2',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('keeps the statement of a failed query but none of its values', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`create table log_probe (email text unique, name text)`);
    const insert = () =>
      database.db.execute(
        sql`insert into log_probe (email, name) values (${'secret@example.test'}, ${'Secret Person'})`,
      );
    await insert();
    // The same row again breaks the unique index; the driver and Drizzle both repeat its values.
    const failure = await insert().catch((error: unknown) => error);
    await database.close();
    expect(String(failure)).toContain('secret@example.test');
    const serialized = JSON.stringify(serializeError(failure as Error));
    expect(serialized).toContain('insert into log_probe');
    expect(serialized).not.toContain('secret@example.test');
    expect(serialized).not.toContain('Secret Person');
  });

  it('is what the app logs: no OAuth code in a request line', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const harness = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
    try {
      await harness.app.inject({
        method: 'GET',
        url: '/api/auth/discord/url?code=leaked-code&state=leaked-state',
      });
    } finally {
      await harness.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/auth/discord/url?code=[redacted]&state=[redacted]');
    expect(log).not.toContain('leaked-code');
    expect(log).not.toContain('leaked-state');
  });
});
