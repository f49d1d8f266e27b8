import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DiscordState } from '../state.ts';

const filePath = z.object({
  channelId: z.string(),
  attachmentId: z.string(),
  filename: z.string(),
});

// Files a browser may show in place; anything else downloads, so an upload never runs as a page here.
const SHOWN_INLINE = /^(image\/(png|jpeg|gif|webp)|text\/plain)(;|$)/;

/**
 * The emulated CDN: the bytes of message attachments at the URL their
 * attachment objects give, as cdn.discordapp.com serves them (no token).
 */
export async function attachmentRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  app.get('/attachments/:channelId/:attachmentId/:filename', async (request, reply) => {
    const params = filePath.parse(request.params);
    const file = state.attachments.get(params.channelId, params.attachmentId);
    if (!file || file.filename !== params.filename) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const inline = SHOWN_INLINE.test(file.contentType);
    return reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${file.filename}"`,
      )
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(file.data);
  });
}
