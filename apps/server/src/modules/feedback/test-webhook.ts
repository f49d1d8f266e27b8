import Fastify from 'fastify';

interface ReceivedPost {
  path: string;
  query: Record<string, string>;
  contentType: string | undefined;
  body: unknown;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
}

/** The token part of the recorder's URL, so tests can look for it where it must not be. */
export const TEST_WEBHOOK_TOKEN = 'recorder-webhook-token-5f0c1a';

/**
 * A stand-in for a Discord incoming webhook on a free port: it records every
 * post and answers from a script (then 200 with a message, like `wait=true`).
 */
export async function startWebhookRecorder() {
  const received: ReceivedPost[] = [];
  const script: ScriptedAnswer[] = [];
  const app = Fastify();
  app.post('/api/webhooks/:id/:token', async (request, reply) => {
    received.push({
      path: request.url.split('?')[0] ?? '',
      query: request.query as Record<string, string>,
      contentType: request.headers['content-type'],
      body: request.body,
    });
    const answer = script.shift() ?? { status: 200, body: { id: String(received.length) } };
    return reply.code(answer.status).send(answer.body ?? {});
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/1310000000000000999/${TEST_WEBHOOK_TOKEN}`,
    received,
    /** Answers for the next posts, in order. */
    answer(...answers: ScriptedAnswer[]) {
      script.push(...answers);
    },
    reset() {
      received.length = 0;
      script.length = 0;
    },
    close: () => app.close(),
  };
}

export type WebhookRecorder = Awaited<ReturnType<typeof startWebhookRecorder>>;
