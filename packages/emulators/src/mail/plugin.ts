import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MailMessage, MailStore } from './mail-store.ts';
import { MAIL_STYLESHEET, STYLESHEET_PATH } from './pages/layout.ts';
import { mailboxPage, messagePage, notFoundPage } from './pages/mailbox-pages.ts';

export interface MailEmulatorOptions {
  store: MailStore;
}

type IdRequest = { Params: { id: string } };

/**
 * A message page renders mail HTML in a sandboxed srcdoc frame, which inherits
 * this policy: mail relies on inline styles and embedded images, and the
 * sandbox (no scripts, opaque origin) is what keeps it harmless.
 */
const MESSAGE_PAGE_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function summary({ id, from, to, subject, date, text, html }: MailMessage) {
  return { id, from, to, subject, date, text, html };
}

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

/**
 * The mailbox at /sandbox/mail: a JSON API for tests and pages for people.
 * Register it with a prefix, without fastify-plugin:
 * `app.register(mailEmulator, { prefix: '/sandbox/mail', store })`.
 */
export async function mailEmulator(app: FastifyInstance, options: MailEmulatorOptions) {
  // Not `options` itself: it also carries the host's `prefix`, which must not apply twice.
  const { store } = options;
  const basePath = app.prefix;

  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(MAIL_STYLESHEET),
  );

  app.get('/api/messages', async () => store.list().map(summary));

  app.delete('/api/messages', async (_request, reply) => {
    store.clear();
    return reply.code(204).send();
  });

  app.get<IdRequest>('/api/messages/:id', async (request, reply) => {
    const message = store.get(request.params.id);
    if (!message) {
      return reply.code(404).send({
        error: { code: 'NOT_FOUND', message: `No message has the id ${request.params.id}` },
      });
    }
    return message;
  });

  app.get('/', async (_request, reply) =>
    sendPage(reply, 200, mailboxPage(basePath, store.list())),
  );

  app.get<IdRequest>('/:id', async (request, reply) => {
    const message = store.get(request.params.id);
    if (!message) return sendPage(reply, 404, notFoundPage(basePath));
    reply.header('content-security-policy', MESSAGE_PAGE_CSP);
    return sendPage(reply, 200, messagePage(basePath, message));
  });
}
