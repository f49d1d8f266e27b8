import { randomBytes, randomUUID } from 'node:crypto';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashToken, newsletterLink, UnsubscribeTokens } from './newsletter-tokens.ts';

const { newsletterSubscribers } = schema;

const previousKey = randomBytes(32);
const currentKey = randomBytes(32);

describe('unsubscribe tokens across an ENCRYPTION_KEY rotation', () => {
  it('are derived from the current key; the previous key only names the hash stored before', () => {
    const id = randomUUID();
    const before = new UnsubscribeTokens(previousKey);
    const during = new UnsubscribeTokens(currentKey, previousKey);
    expect(during.forSubscriber(id)).toBe(new UnsubscribeTokens(currentKey).forSubscriber(id));
    expect(during.storedHashes(id)).toEqual({
      current: hashToken(during.forSubscriber(id)),
      previous: hashToken(before.forSubscriber(id)),
    });
    expect(new UnsubscribeTokens(currentKey).storedHashes(id).previous).toBeNull();
  });

  describe('on the server', () => {
    let harness: TestApp;

    beforeAll(async () => {
      harness = await createTestApp({
        env: {
          ENCRYPTION_KEY: currentKey.toString('hex'),
          ENCRYPTION_KEY_PREVIOUS: previousKey.toString('hex'),
        },
      });
    });

    afterAll(async () => {
      await harness.close();
    });

    it('honour a link mailed before the rotation', async () => {
      // What subscribing stored, and the confirmation mail carried, under the previous key.
      const id = randomUUID();
      const mailedToken = new UnsubscribeTokens(previousKey).forSubscriber(id);
      await harness.database.db.insert(newsletterSubscribers).values({
        id,
        email: 'before.rotation@example.test',
        status: 'confirmed',
        unsubscribeToken: hashToken(mailedToken),
      });
      const { pathname, search } = new URL(newsletterLink(harness.url, 'unsubscribe', mailedToken));
      const page = await harness.app.inject({ method: 'GET', url: `${pathname}${search}` });
      expect(page.statusCode).toBe(303);
      expect(String(page.headers.location)).toMatch(
        /\/newsletter\/unsubscribe\?outcome=unsubscribed$/,
      );
      const [row] = await harness.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id));
      expect(row?.status).toBe('unsubscribed');
    });
  });
});
