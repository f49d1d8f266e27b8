import { VALIDATION_MESSAGES } from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSettled } from '../../jobs/test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NEWSLETTER_CONFIRM_JOB } from './confirm-email-job.ts';
import { SUBSCRIBE_ACCEPTED_MESSAGE } from './newsletter.routes.ts';
import { CONFIRM_RESEND_WINDOW_MS } from './newsletter.service.ts';
import { createConfirmToken, hashToken } from './newsletter-tokens.ts';

const { emails, newsletterSubscribers } = schema;

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
  await harness.queue.start();
});

afterAll(async () => {
  await harness.close();
});

let clients = 0;
/** Each call comes from its own address unless one is given, so the per-IP limit stays out of the way. */
function nextIp() {
  clients += 1;
  return `10.7.${clients >> 8}.${clients & 255}`;
}

const subscribe = (payload: unknown, ip = nextIp()) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'x-forwarded-for': ip },
    payload: payload as Record<string, unknown>,
  });

const open = (link: string) => {
  const { pathname, search } = new URL(link, harness.url);
  return harness.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    headers: { 'x-forwarded-for': nextIp() },
  });
};

/** Where a followed link sent the browser: the app's page and the outcome it shows. */
const landedOn = async (link: string) => {
  const response = await open(link);
  expect(response.statusCode).toBe(303);
  return String(response.headers.location).replace(harness.url, '');
};

const mailTo = (address: string) =>
  harness.sandbox.mail.list().filter((message) => message.to.includes(address));

async function waitForMails(address: string, count: number) {
  await expect.poll(() => mailTo(address).length, { timeout: 10_000 }).toBe(count);
  return mailTo(address);
}

function linksIn(text: string) {
  const find = (action: string) =>
    new RegExp(`https?://\\S+/api/newsletter/${action}\\?token=[\\w.-]+`).exec(text)?.[0] ?? '';
  return { confirm: find('confirm'), unsubscribe: find('unsubscribe') };
}

async function subscriber(address: string) {
  const rows = await harness.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

/** Moves this address's confirmation mails out of the resend window. */
async function ageConfirmationMails(address: string) {
  await harness.database.db
    .update(emails)
    .set({ createdAt: new Date(Date.now() - CONFIRM_RESEND_WINDOW_MS - 60_000) })
    .where(eq(emails.to, address));
}

/** The confirmation jobs ever sent for an address, once all of them have finished. */
async function confirmJobsOf(address: string): Promise<string[]> {
  const row = await subscriber(address);
  return jobsSettled(harness.database.db, NEWSLETTER_CONFIRM_JOB, { subscriberId: row?.id });
}

describe('newsletter sign-up', () => {
  it("refuses a blank or malformed address with the newsletter form's messages", async () => {
    for (const payload of [{}, { email: '' }, { email: '   ' }]) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: VALIDATION_MESSAGES.emailRequired,
      });
    }
    for (const email of ['ava', 'ava@example', 'a va@example.com', '@example.com', 42]) {
      const response = await subscribe({ email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        typeof email === 'number'
          ? VALIDATION_MESSAGES.emailRequired
          : VALIDATION_MESSAGES.emailInvalid,
      );
    }
    expect(await harness.database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it('stores a pending subscriber with hashed tokens and mails a confirmation in HTML and text', async () => {
    const response = await subscribe({ email: ' New.Reader@Example.TEST ' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SUBSCRIBE_ACCEPTED_MESSAGE });

    const [mail] = await waitForMails('new.reader@example.test', 1);
    expect(mail?.subject).toBe('Confirm your Guildsmith newsletter subscription');
    const links = linksIn(mail?.text ?? '');
    expect(links.confirm.startsWith(`${harness.url}/api/newsletter/confirm?token=`)).toBe(true);
    expect(links.unsubscribe).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(mail?.html).toContain(links.confirm);
    expect(mail?.html).toContain(links.unsubscribe);
    const header = (name: string) =>
      mail?.headers.find((entry) => entry.name.toLowerCase() === name)?.value;
    expect(header('list-unsubscribe')).toBe(`<${links.unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const row = await subscriber('new.reader@example.test');
    const confirmToken = new URL(links.confirm).searchParams.get('token') ?? '';
    const unsubscribeToken = new URL(links.unsubscribe).searchParams.get('token') ?? '';
    expect(row).toMatchObject({
      status: 'pending',
      confirmToken: hashToken(confirmToken),
      unsubscribeToken: hashToken(unsubscribeToken),
      confirmedAt: null,
    });
    await expect
      .poll(async () => {
        const [ledger] = await harness.database.db
          .select()
          .from(emails)
          .where(eq(emails.to, 'new.reader@example.test'));
        return ledger;
      })
      .toMatchObject({ template: NEWSLETTER_CONFIRM_JOB, status: 'sent', attempts: 1 });
  });

  it('confirms from the link with a friendly page, once, and stays quiet afterwards', async () => {
    await subscribe({ email: 'confirm.me@example.test' });
    const [mail] = await waitForMails('confirm.me@example.test', 1);
    const { confirm } = linksIn(mail?.text ?? '');

    const page = await open(confirm);
    expect(page.statusCode).toBe(303);
    expect(page.headers['cache-control']).toBe('no-store');
    // The app's own page says it, in the visitor's language and theme; the token stays behind.
    expect(page.headers.location).toBe(`${harness.url}/newsletter/confirm?outcome=confirmed`);
    expect(await subscriber('confirm.me@example.test')).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(Date),
    });

    expect(await landedOn(confirm)).toBe('/newsletter/confirm?outcome=already-confirmed');

    const repeat = await subscribe({ email: 'confirm.me@example.test' });
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json()).toEqual({ message: SUBSCRIBE_ACCEPTED_MESSAGE });
    await ageConfirmationMails('confirm.me@example.test');
    await subscribe({ email: 'confirm.me@example.test' });
    // A confirmed address gets no new link: its one job has run and no other exists.
    expect(await confirmJobsOf('confirm.me@example.test')).toEqual(['completed']);
    expect(mailTo('confirm.me@example.test')).toHaveLength(1);
    expect((await subscriber('confirm.me@example.test'))?.status).toBe('confirmed');
  });

  it('sends one confirmation per window to a pending address, then a fresh link that replaces the old', async () => {
    await subscribe({ email: 'pending.pat@example.test' });
    await subscribe({ email: 'pending.pat@example.test' });
    const [first] = await waitForMails('pending.pat@example.test', 1);
    expect(await confirmJobsOf('pending.pat@example.test')).toEqual(['completed']);
    expect(mailTo('pending.pat@example.test')).toHaveLength(1);

    await ageConfirmationMails('pending.pat@example.test');
    await subscribe({ email: 'pending.pat@example.test' });
    const [second] = await waitForMails('pending.pat@example.test', 2);
    const oldLinks = linksIn(first?.text ?? '');
    const newLinks = linksIn(second?.text ?? '');
    expect(newLinks.confirm).not.toBe(oldLinks.confirm);
    expect(newLinks.unsubscribe).toBe(oldLinks.unsubscribe);

    expect(await landedOn(oldLinks.confirm)).toBe('/newsletter/confirm?outcome=invalid');
    expect(await landedOn(newLinks.confirm)).toBe('/newsletter/confirm?outcome=confirmed');
  });

  it('unsubscribes from the link, kills the old confirm link, and can come back through confirmation', async () => {
    await subscribe({ email: 'leaving.lou@example.test' });
    const [mail] = await waitForMails('leaving.lou@example.test', 1);
    const links = linksIn(mail?.text ?? '');
    expect(await landedOn(links.confirm)).toBe('/newsletter/confirm?outcome=confirmed');

    expect(await landedOn(links.unsubscribe)).toBe('/newsletter/unsubscribe?outcome=unsubscribed');
    expect(await subscriber('leaving.lou@example.test')).toMatchObject({
      status: 'unsubscribed',
      confirmToken: null,
      unsubscribedAt: expect.any(Date),
    });
    expect(await landedOn(links.unsubscribe)).toBe(
      '/newsletter/unsubscribe?outcome=already-unsubscribed',
    );
    expect(await landedOn(links.confirm)).toBe('/newsletter/confirm?outcome=invalid');
    expect((await subscriber('leaving.lou@example.test'))?.status).toBe('unsubscribed');

    await ageConfirmationMails('leaving.lou@example.test');
    const back = await subscribe({ email: 'leaving.lou@example.test' });
    expect(back.json()).toEqual({ message: SUBSCRIBE_ACCEPTED_MESSAGE });
    const [latest] = await waitForMails('leaving.lou@example.test', 2);
    expect((await subscriber('leaving.lou@example.test'))?.status).toBe('pending');
    expect(await landedOn(linksIn(latest?.text ?? '').confirm)).toBe(
      '/newsletter/confirm?outcome=confirmed',
    );
    expect((await subscriber('leaving.lou@example.test'))?.status).toBe('confirmed');
  });

  it('honours the one-click unsubscribe a mail client posts (RFC 8058)', async () => {
    await subscribe({ email: 'one.click@example.test' });
    const [mail] = await waitForMails('one.click@example.test', 1);
    const { pathname, search } = new URL(linksIn(mail?.text ?? '').unsubscribe);
    const post = () =>
      harness.app.inject({
        method: 'POST',
        url: `${pathname}${search}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': nextIp(),
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'unsubscribed' });
    expect((await post()).json()).toEqual({ status: 'already-unsubscribed' });
    expect((await subscriber('one.click@example.test'))?.status).toBe('unsubscribed');

    const unknown = await harness.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('SUBSCRIPTION_NOT_FOUND');
  });

  it('sends missing, malformed, unknown and expired links to the page that says so', async () => {
    const cases: [string, string][] = [
      ['/api/newsletter/confirm', '/newsletter/confirm?outcome=malformed'],
      ['/api/newsletter/confirm?token=', '/newsletter/confirm?outcome=malformed'],
      ['/api/newsletter/confirm?token=%3Cscript%3E', '/newsletter/confirm?outcome=malformed'],
      [
        `/api/newsletter/confirm?token=${createConfirmToken()}`,
        '/newsletter/confirm?outcome=invalid',
      ],
      ['/api/newsletter/unsubscribe', '/newsletter/unsubscribe?outcome=malformed'],
      [
        `/api/newsletter/unsubscribe?token=${'B'.repeat(43)}`,
        '/newsletter/unsubscribe?outcome=invalid',
      ],
    ];
    for (const [url, page] of cases) {
      expect({ url, page: await landedOn(url) }).toEqual({ url, page });
    }
    const tooLong = await open(`/api/newsletter/unsubscribe?token=${'x'.repeat(300)}`);
    expect(tooLong.statusCode).toBe(400);

    const expired = createConfirmToken(new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    await harness.database.db.insert(newsletterSubscribers).values({
      email: 'late.lee@example.test',
      confirmToken: hashToken(expired),
      unsubscribeToken: hashToken('late-lee-unsubscribe'),
    });
    expect(await landedOn(`/api/newsletter/confirm?token=${expired}`)).toBe(
      '/newsletter/confirm?outcome=expired',
    );
    expect((await subscriber('late.lee@example.test'))?.status).toBe('pending');
  });

  it('answers alike whatever state the address is in', async () => {
    await subscribe({ email: 'state.sam@example.test' });
    const [mail] = await waitForMails('state.sam@example.test', 1);
    const answers = [await subscribe({ email: 'fresh.fay@example.test' })];
    answers.push(await subscribe({ email: 'state.sam@example.test' }));
    await open(linksIn(mail?.text ?? '').confirm);
    answers.push(await subscribe({ email: 'state.sam@example.test' }));
    await open(linksIn(mail?.text ?? '').unsubscribe);
    answers.push(await subscribe({ email: 'state.sam@example.test' }));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
  });

  it('keeps one row and one mail when the same address signs up concurrently', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => subscribe({ email: 'racing.rae@example.test' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202]);
    await waitForMails('racing.rae@example.test', 1);
    expect(await confirmJobsOf('racing.rae@example.test')).toEqual(['completed']);
    expect(mailTo('racing.rae@example.test')).toHaveLength(1);
    expect(await subscriber('racing.rae@example.test')).toBeDefined();
  });

  it('limits sign-ups per client address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await subscribe({ email: `limit${attempt}@example.test` }, ip)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await subscribe({ email: 'limit9@example.test' }, ip)).json().error.code).toBe(
      'RATE_LIMITED',
    );
  });

  it('never answers junk with a 5xx', async () => {
    const junk: { payload?: string; type?: string }[] = [
      { payload: '' },
      { payload: 'null' },
      { payload: '[]' },
      { payload: '"ava@example.com"' },
      { payload: '{"email":' },
      { payload: '{"email":null}' },
      { payload: '{"email":["ava@example.com"]}' },
      { payload: '{"email":{"$ne":""}}' },
      { payload: `{"email":"${'a'.repeat(5000)}@example.com"}` },
      { payload: '{"email":"ava@example.com\\u0000"}' },
      { payload: '{"__proto__":{"email":"x@y.zz"}}' },
      { payload: 'email=ava@example.com', type: 'application/x-www-form-urlencoded' },
      { payload: 'ava@example.com', type: 'text/plain' },
    ];
    const outside4xx: { payload?: string; status: number }[] = [];
    for (const { payload, type = 'application/json' } of junk) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { 'content-type': type, 'x-forwarded-for': nextIp() },
        payload,
      });
      if (response.statusCode < 400 || response.statusCode >= 500) {
        outside4xx.push({ payload, status: response.statusCode });
      }
      expect(response.json().error.code).toEqual(expect.any(String));
    }
    expect(outside4xx).toEqual([]);
  });
});
