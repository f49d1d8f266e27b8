import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AVATAR_FILE_PATTERN } from '../modules/profile/profile-picture.ts';

/** Serves stored uploads (re-encoded WebP only); names are random, so they never change. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) =>
      pathName.startsWith('/avatars/') &&
      AVATAR_FILE_PATTERN.test(pathName.slice('/avatars/'.length)),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
