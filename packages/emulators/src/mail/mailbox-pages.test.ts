import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREFIX, startTestMail, stopTestMail, type TestMail } from './test-support.ts';

let mail: TestMail;

beforeAll(async () => {
  mail = await startTestMail();
});

beforeEach(() => {
  mail.catcher.store.clear();
});

afterAll(async () => {
  await stopTestMail(mail);
});

const HOSTILE_SUBJECT = '<script>alert("subject")</script>';
const HOSTILE_HTML =
  '<p onclick="steal()">Hi</p><script>alert("body")</script><a href="https://app.example/confirm?t=1&amp;u=2">Confirm</a><a href="javascript:alert(1)">x</a>';

async function sendHostileMail() {
  await mail.transport.sendMail({
    from: '"Evil <img src=x>" <evil@example.com>',
    to: 'ava@example.com',
    subject: HOSTILE_SUBJECT,
    text: 'Plain <b>text</b> & more',
    html: HOSTILE_HTML,
  });
  const [message] = mail.catcher.store.list();
  if (!message) throw new Error('The message did not arrive');
  return message;
}

describe('the mailbox pages', () => {
  it('lists messages with subject, recipient and date, escaped', async () => {
    const message = await sendHostileMail();

    const response = await mail.app.inject({ method: 'GET', url: `${PREFIX}/` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Mailbox (1)');
    expect(response.body).toContain(`href="${PREFIX}/${message.id}"`);
    expect(response.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(response.body).toContain('ava@example.com');
    expect(response.body).not.toMatch(/<script/i);
  });

  it('shows one message: headers, text, and the HTML only inside a sandboxed srcdoc', async () => {
    const message = await sendHostileMail();

    const response = await mail.app.inject({ method: 'GET', url: `${PREFIX}/${message.id}` });

    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('<img src=x>');
    expect(page).toContain(
      '<iframe sandbox srcdoc="&lt;p onclick=&quot;steal()&quot;&gt;Hi&lt;/p&gt;',
    );
    expect(page).toContain('Plain &lt;b&gt;text&lt;/b&gt; &amp; more');
    expect(page).toContain('<td>Subject</td>');
    expect(page).toContain('href="https://app.example/confirm?t=1&amp;u=2"');
    expect(page).not.toContain('href="javascript:');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers an unknown message with a 404 page and an empty box with a hint', async () => {
    const missing = await mail.app.inject({ method: 'GET', url: `${PREFIX}/nope` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Message not found');

    const empty = await mail.app.inject({ method: 'GET', url: PREFIX });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No messages yet');
  });
});
