import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeAttribute, messageLinks } from './pages/message-links.ts';
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

/** The links listed under a message, as the page shows them. */
function listedLinks(page: string): string[] {
  const list =
    /<h2>Links in this message<\/h2>\s*<ul class="links">(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
  return [
    ...list.matchAll(/<li><a href="([^"]*)" rel="noopener noreferrer">([^<]*)<\/a><\/li>/g),
  ].map(([, href, text]) => {
    expect(text).toBe(href);
    return href ?? '';
  });
}

describe('the links under a message', () => {
  it('lists each link once, decoded, however the HTML and the text write it', async () => {
    await mail.transport.sendMail({
      from: 'keys@guildsmith.example',
      to: 'buyer@example.com',
      subject: 'Your key',
      text: 'Invite the bot: https://app.example/invite?a=1&b=2\nDashboard: https://app.example/dashboard.\n(Or https://app.example/help.)',
      html: [
        '<a href="https://app.example/invite?a=1&#38;b=2">Invite</a>',
        '<a href="https://app.example/invite?a=1&amp;b=2">Invite again</a>',
        "<a href='https://app.example/invite?a=1&#x26;b=2'>And again</a>",
        '<a href=https://app.example/dashboard>Dashboard</a>',
        '<a href="https://app.example/unsubscribe?u=7&amp;t=x">Unsubscribe</a>',
        '<a href="javascript:alert(1)">x</a><a href="mailto:help@app.example">Mail us</a>',
      ].join(' '),
    });
    const [message] = mail.catcher.store.list();

    const page = (await mail.app.inject({ method: 'GET', url: `${PREFIX}/${message?.id}` })).body;

    expect(listedLinks(page)).toEqual([
      'https://app.example/invite?a=1&amp;b=2',
      'https://app.example/dashboard',
      'https://app.example/unsubscribe?u=7&amp;t=x',
      'https://app.example/help',
    ]);
  });

  it('shows the HTML only in a frame that may run no scripts', async () => {
    await sendHostileMail();
    const [message] = mail.catcher.store.list();

    const page = (await mail.app.inject({ method: 'GET', url: `${PREFIX}/${message?.id}` })).body;
    const frame = /<iframe\b[^>]*>/.exec(page)?.[0] ?? '';

    expect(frame).toMatch(/^<iframe sandbox srcdoc="/);
    expect(frame).not.toMatch(/allow-/);
    expect(frame).toContain('referrerpolicy="no-referrer"');
  });
});

describe('messageLinks', () => {
  it('takes http(s) links from the HTML and the text, without the sentence around them', () => {
    expect(
      messageLinks({
        html: '<a class="x" href = "HTTPS://App.Example/a?x=1&#38y=2">a</a><link href="ftp://files.example/">',
        text: 'See https://app.example/b), https://app.example/wiki/Guild_(game) and https://app.example/c!',
      }),
    ).toEqual([
      'https://app.example/a?x=1&y=2',
      'https://app.example/b',
      'https://app.example/wiki/Guild_(game)',
      'https://app.example/c',
    ]);
    expect(messageLinks({ html: null, text: 'No links here.' })).toEqual([]);
  });
});

describe('decodeAttribute', () => {
  it('decodes character references as a browser reads an attribute', () => {
    expect(decodeAttribute('a=1&#38;b=2&#x26;c=3&amp;d=4&AMP;e&#38f')).toBe('a=1&b=2&c=3&d=4&e&f');
    expect(decodeAttribute('&lt;&gt;&quot;&apos;&nbsp;')).toBe('<>"\'\u00a0');
    // Named references without their semicolon, unknown ones and impossible code points stay.
    expect(decodeAttribute('?a=1&copy=2&bogus;&#0;&#x110000;')).toBe(
      '?a=1&copy=2&bogus;&#0;&#x110000;',
    );
  });
});
