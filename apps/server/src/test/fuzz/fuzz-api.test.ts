import { text } from '@guildsmith/core';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerApiDocs } from '../../plugins/docs.ts';
import { answerFrameworkError, registerErrorHandler } from '../../plugins/error-handler.ts';
import { documentedOperations } from './api-operations.ts';
import { fuzzApi } from './fuzz-api.ts';
import { KnownValues } from './known-values.ts';

/** An app with one route that throws on NUL, as the API once did, and one that answers off-shape. */
async function flawedApp() {
  const app = Fastify({
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerApiDocs(app, 'http://localhost');
  app.post(
    '/api/things',
    // A bare string: the text rule would have refused the NUL before the handler.
    { schema: { body: z.object({ name: z.string().max(50), size: z.number().int().min(0) }) } },
    async (request) => {
      if (request.body.name.includes('\u0000')) throw new Error('invalid byte sequence 0x00');
      return { ok: true };
    },
  );
  app.get(
    '/api/things/:id',
    { schema: { params: z.object({ id: text().max(20) }) } },
    async (request, reply) =>
      request.params.id === 'known' ? { ok: true } : reply.code(404).send({ message: 'gone' }),
  );
  app.get(
    '/api/fine',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1).optional() }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('the API fuzzer', () => {
  it('reports a route that throws on hostile input and one that answers outside the error shape', async () => {
    const app = await flawedApp();
    const document = app.swagger();
    const report = await fuzzApi({
      app,
      targets: documentedOperations(document).map((operation) => ({
        operation,
        shape: { auth: { 'signed out': 1 } },
      })),
      runs: 400,
      seed: 42,
      known: new KnownValues(),
      root: document,
      authHeaders: () => ({}),
    });
    await app.close();

    expect(report.findings.map((finding) => finding.operation).sort()).toEqual([
      'GET /api/things/{id}',
      'POST /api/things',
    ]);
    const thrown = report.findings.find((finding) => finding.operation === 'POST /api/things');
    expect(thrown?.problem).toMatch(/^answered 500/);
    expect(thrown?.request?.body?.toString()).toContain('\\u0000');
    const shapeless = report.findings.find((finding) => finding.operation !== 'POST /api/things');
    expect(shapeless?.problem).toMatch(/^answered 404 outside the error shape/);
    expect(report.statuses.get('GET /api/fine')?.get(200)).toBeGreaterThan(0);
  });
});
