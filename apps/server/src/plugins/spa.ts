import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Prefixes the SPA never answers: these get JSON 404s from the error handler. */
const NON_SPA_PREFIXES = ['/api', '/sandbox', '/metrics', '/uploads'];

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is
 * revalidated every time so a deploy is picked up at once. Client routes fall
 * back to index.html, so a reload on /dashboard works.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
): Promise<SpaFallback | undefined> {
  if (!existsSync(`${distDir}/index.html`)) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` to serve it');
    return undefined;
  }
  const hasBareShell = existsSync(`${distDir}/app.html`);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${distDir}/assets/`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    if (!isPageRequest) return false;
    // index.html carries the landing's first screen; every other route gets the bare shell.
    void reply.sendFile(pathname === '/' || !hasBareShell ? 'index.html' : 'app.html');
    return true;
  };
}
