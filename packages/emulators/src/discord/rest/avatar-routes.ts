import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_AVATAR_COLORS, hashColor, silhouettePng } from '../avatar-images.ts';
import type { DiscordState } from '../state.ts';

const defaultParams = z.object({ file: z.string().regex(/^[0-5]\.png$/) });
const avatarParams = z.object({
  userId: z.string().regex(/^\d{1,20}$/),
  file: z.string().regex(/^(a_)?[0-9a-f]{32}\.(png|gif|webp|jpe?g)$/),
});

/** Discord's pick for an account without a picture: `(id >> 22) % 6`. */
function defaultIndex(userId: string): number {
  return Number((BigInt(userId) >> 22n) % BigInt(DEFAULT_AVATAR_COLORS.length));
}

/**
 * The emulated CDN's avatars, in cdn.discordapp.com's path shape: the default
 * avatars at `/embed/avatars/{n}.png`, and an account's picture at
 * `/avatars/{id}/{hash}.png` (the account's default avatar for an unknown
 * hash), so the demo never shows a broken image or reaches Discord.
 */
export async function avatarRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const pictures = new Map<number, Buffer>();
  const picture = (color: number) => {
    let png = pictures.get(color);
    if (!png) {
      png = silhouettePng(color);
      pictures.set(color, png);
    }
    return png;
  };
  const send = (reply: FastifyReply, png: Buffer) =>
    reply
      .type('image/png')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400')
      .send(png);
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

  app.get('/embed/avatars/:file', async (request, reply) => {
    const params = defaultParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const color = DEFAULT_AVATAR_COLORS[Number(params.data.file.charAt(0))];
    return color === undefined ? notFound(reply) : send(reply, picture(color));
  });

  app.get('/avatars/:userId/:file', async (request, reply) => {
    const params = avatarParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const { userId, file } = params.data;
    const hash = file.slice(0, file.lastIndexOf('.'));
    const known = state.users.get(userId)?.avatar === hash;
    const color = known ? hashColor(hash) : DEFAULT_AVATAR_COLORS[defaultIndex(userId)];
    return send(reply, picture(color ?? DEFAULT_AVATAR_COLORS[0]));
  });
}
