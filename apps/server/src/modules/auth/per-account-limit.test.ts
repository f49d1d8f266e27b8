import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { registerRateLimit } from '../../plugins/rate-limit.ts';
import { perAccount } from './per-account-limit.ts';

describe('perAccount', () => {
  it('counts per account behind one address, and refuses the signed-out before counting', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerRateLimit(app, undefined);
    // Stands in for the session guard: the header names the account, none means signed out.
    app.decorateRequest('session', null);
    const requireUser = async (request: FastifyRequest) => {
      const account = request.headers['x-account'];
      if (typeof account !== 'string') throw new AppError(401, 'UNAUTHORIZED', 'Unauthorized');
      request.session = { userId: account } as FastifyRequest['session'];
    };
    app.post(
      '/api/per-account',
      { preHandler: requireUser, config: { rateLimit: perAccount(2, '1 minute') } },
      async () => ({ ok: true }),
    );
    await app.ready();
    const post = (account?: string) =>
      app
        .inject({
          method: 'POST',
          url: '/api/per-account',
          headers: account ? { 'x-account': account } : {},
        })
        .then((response) => response.statusCode);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await post()).toBe(401);
    expect([await post('ana'), await post('ana'), await post('ana')]).toEqual([200, 200, 429]);
    expect([await post('ben'), await post('ben')]).toEqual([200, 200]);
    await app.close();
  });
});
