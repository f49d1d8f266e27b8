import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';

export interface RunningEmulators {
  /** The origin the server listens on, e.g. 'http://127.0.0.1:41234'. */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Mounts emulator plugins; it receives the origin up front, since emulator
 * state needs it (publicBaseUrl) before the plugins are registered.
 */
export type RegisterEmulators = (
  app: FastifyInstance,
  origin: { url: string },
) => void | Promise<void>;

/**
 * Starts emulators alone on 127.0.0.1 and a free port, for other packages'
 * tests. The port is bound before Fastify is built, so the URL is known while
 * the plugins register; requests are only answered once everything is ready.
 *
 * @example
 * let discord: DiscordState;
 * const server = await startEmulatorServer(async (app, { url }) => {
 *   discord = createDiscordState({ redirectUris: [callbackUrl], publicBaseUrl: url });
 *   await app.register(discordEmulator, { prefix: '/sandbox/discord', state: discord });
 * });
 */
export async function startEmulatorServer(register: RegisterEmulators): Promise<RunningEmulators> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
  const url = `http://127.0.0.1:${address.port}`;

  const app = Fastify({ logger: false, serverFactory: (handler) => server.on('request', handler) });
  const closeServer = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  try {
    await register(app, { url });
    await app.ready();
  } catch (error) {
    await closeServer();
    throw error;
  }
  return {
    url,
    app,
    async close() {
      await app.close();
      await closeServer();
    },
  };
}
