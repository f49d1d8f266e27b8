import { licenseIdResponse, licensesResponse } from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import { perAccount } from '../auth/per-account-limit.ts';
import {
  issueFreeLicense,
  type LicenseDeps,
  listLicenses,
  replaceLicense,
  resendLicense,
} from './licenses.service.ts';

const ISSUE_LIMIT = perAccount(5, '1 minute');

export const licensesRoutes: FastifyPluginAsyncZod<LicenseDeps & { guards: AuthGuards }> = async (
  app,
  deps,
) => {
  app.get(
    '/api/licenses',
    {
      preHandler: deps.guards.requireUser,
      schema: {
        tags: ['licenses'],
        summary: "The caller's license keys, masked",
        security: [{ bearerAuth: [] }],
        response: { 200: licensesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { licenses: await listLicenses(deps.db, sessionUserId(request)) };
    },
  );

  app.post(
    '/api/licenses/free',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: ISSUE_LIMIT },
      schema: {
        tags: ['licenses'],
        summary: 'Issue the one free license key of this account (sent by e-mail)',
        security: [{ bearerAuth: [] }],
        response: { 201: licenseIdResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ id: await issueFreeLicense(deps, sessionUserId(request)) }),
  );

  app.post(
    '/api/licenses/:id/resend',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: ISSUE_LIMIT },
      schema: {
        tags: ['licenses'],
        summary: 'E-mail the same unused key again',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: licenseIdResponse },
      },
    },
    async (request) => ({
      id: await resendLicense(deps, sessionUserId(request), request.params.id),
    }),
  );

  app.post(
    '/api/licenses/:id/replace',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: ISSUE_LIMIT },
      schema: {
        tags: ['licenses'],
        summary: 'Revoke an unused key and e-mail a new one for the same plan',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 201: licenseIdResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ id: await replaceLicense(deps, sessionUserId(request), request.params.id) }),
  );
};
