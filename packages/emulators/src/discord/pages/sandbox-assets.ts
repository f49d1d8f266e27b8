import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The sandbox page's script modules and stylesheet, served from the emulator
 * (not inline) so the page runs under a CSP that allows only same-origin
 * scripts and styles. Read once at start-up; only these names are served.
 */
const FILES: Readonly<Record<string, string>> = {
  'sandbox.js': 'text/javascript; charset=utf-8',
  'actions.js': 'text/javascript; charset=utf-8',
  'api.js': 'text/javascript; charset=utf-8',
  'channel-access.js': 'text/javascript; charset=utf-8',
  'command-line.js': 'text/javascript; charset=utf-8',
  'composer.js': 'text/javascript; charset=utf-8',
  'create-server.js': 'text/javascript; charset=utf-8',
  'dom.js': 'text/javascript; charset=utf-8',
  'markdown.js': 'text/javascript; charset=utf-8',
  'markdown-blocks.js': 'text/javascript; charset=utf-8',
  'members.js': 'text/javascript; charset=utf-8',
  'modal.js': 'text/javascript; charset=utf-8',
  'panes.js': 'text/javascript; charset=utf-8',
  'render-builds.js': 'text/javascript; charset=utf-8',
  'render-guild.js': 'text/javascript; charset=utf-8',
  'render-messages.js': 'text/javascript; charset=utf-8',
  'scene.js': 'text/javascript; charset=utf-8',
  'suggestions.js': 'text/javascript; charset=utf-8',
  'sandbox.css': 'text/css; charset=utf-8',
  'markdown.css': 'text/css; charset=utf-8',
  'create-server.css': 'text/css; charset=utf-8',
  'responsive.css': 'text/css; charset=utf-8',
};

const ASSETS = new Map(
  Object.entries(FILES).map(([name, type]) => [
    name,
    { type, body: readFileSync(new URL(`./client/${name}`, import.meta.url), 'utf8') },
  ]),
);

const assetPath = z.object({ name: z.string() });

export async function sandboxAssetRoutes(app: FastifyInstance) {
  app.get('/assets/sandbox/:name', async (request, reply) => {
    const asset = ASSETS.get(assetPath.parse(request.params).name);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
  });
}
