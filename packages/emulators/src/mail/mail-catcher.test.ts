import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from './mail-store.ts';
import {
  MAX_MESSAGE_BYTES,
  PREFIX,
  startTestMail,
  stopTestMail,
  type TestMail,
} from './test-support.ts';

let mail: TestMail;

beforeAll(async () => {
  mail = await startTestMail();
});

beforeEach(() => {
  mail.catcher.store.clear();
  mail.catcher.store.refuse(false);
});

afterAll(async () => {
  await stopTestMail(mail);
});

function sendKeyMail(to = 'ava@example.com', subject = 'Your Guildsmith license key') {
  return mail.transport.sendMail({
    from: 'Guildsmith <keys@guildsmith.example>',
    to,
    bcc: 'audit@guildsmith.example',
    subject,
    text: 'Your key: TPL-AAAAA-BBBBB-CCCCC-DDDDD\nActivate: https://guildsmith.example/activate?k=1&x=2',
    html: '<p>Your key: <strong>TPL-AAAAA-BBBBB-CCCCC-DDDDD</strong></p><a href="https://guildsmith.example/activate?k=1&amp;x=2">Activate</a>',
  });
}

describe('the mail catcher', () => {
  it('receives what nodemailer sends and lists it in the JSON API, newest first', async () => {
    expect(mail.catcher.url).toBe(`smtp://127.0.0.1:${mail.catcher.port}`);
    await sendKeyMail('first@example.com', 'First');
    const info = await sendKeyMail();
    expect(info.response).toMatch(/^250 /);

    const response = await mail.app.inject({ method: 'GET', url: `${PREFIX}/api/messages` });

    expect(response.statusCode).toBe(200);
    const messages = response.json<MailMessage[]>();
    expect(messages.map((message) => message.subject)).toEqual([
      'Your Guildsmith license key',
      'First',
    ]);
    const [latest] = messages;
    expect(Object.keys(latest ?? {}).sort()).toEqual(
      ['date', 'from', 'html', 'id', 'subject', 'text', 'to'].sort(),
    );
    expect(latest).toMatchObject({
      from: 'Guildsmith <keys@guildsmith.example>',
      to: ['ava@example.com'],
      text: expect.stringContaining('TPL-AAAAA-BBBBB-CCCCC-DDDDD'),
      html: expect.stringContaining('<strong>TPL-AAAAA-BBBBB-CCCCC-DDDDD</strong>'),
    });
    expect(new Date(latest?.date ?? '').getTime()).not.toBeNaN();
  });

  it('keeps headers and the envelope (with Bcc) on the full message', async () => {
    await sendKeyMail();
    const [summary] = mail.catcher.store.list();

    const response = await mail.app.inject({
      method: 'GET',
      url: `${PREFIX}/api/messages/${summary?.id}`,
    });

    const message = response.json<MailMessage>();
    expect(message.headers).toEqual(
      expect.arrayContaining([{ name: 'Subject', value: 'Your Guildsmith license key' }]),
    );
    expect(message.envelope.to.sort()).toEqual(['audit@guildsmith.example', 'ava@example.com']);
    const missing = await mail.app.inject({ method: 'GET', url: `${PREFIX}/api/messages/nope` });
    expect(missing.statusCode).toBe(404);
  });

  it('empties the box on DELETE', async () => {
    await sendKeyMail();

    const response = await mail.app.inject({ method: 'DELETE', url: `${PREFIX}/api/messages` });

    expect(response.statusCode).toBe(204);
    expect(mail.catcher.store.list()).toHaveLength(0);
  });

  it('makes nodemailer fail with a temporary 4xx while refusing, and accepts again after', async () => {
    mail.catcher.store.refuse(true);

    const failure = await sendKeyMail().catch((error: unknown) => error);

    expect(failure).toMatchObject({ responseCode: 451 });
    expect(mail.catcher.store.list()).toHaveLength(0);
    mail.catcher.store.refuse(false);
    await sendKeyMail();
    expect(mail.catcher.store.list()).toHaveLength(1);
  });

  it('refuses messages over the size limit with 552', async () => {
    const failure = await mail.transport
      .sendMail({
        from: 'keys@guildsmith.example',
        to: 'ava@example.com',
        subject: 'Too big',
        text: 'x'.repeat(MAX_MESSAGE_BYTES + 1024),
      })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ responseCode: 552 });
    expect(mail.catcher.store.list()).toHaveLength(0);
  });

  it('lets a test wait for a message a background job sends', async () => {
    const arrival = mail.catcher.store.waitFor((message) =>
      message.to.includes('late@example.com'),
    );

    await sendKeyMail('late@example.com');

    expect((await arrival).subject).toBe('Your Guildsmith license key');
    await expect(mail.catcher.store.waitFor(() => false, 20)).rejects.toThrow(/within 20 ms/);
  });
});
