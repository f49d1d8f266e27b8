import { CATALOGUE_LOCALES } from '@guildsmith/catalog';
import {
  PLAN_IDS,
  STYLE_CATEGORY_IDS,
  styleCategoriesResponse,
  styleCountResponse,
  styleDetailResponse,
  styleRangeResponse,
  stylesPageResponse,
  text,
} from '@guildsmith/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { catalogueLocaleOf } from './request-locale.ts';
import type { CachedBody, StyleIndex } from './style-index.ts';

const STYLES_PAGE_DEFAULT = 12;
const STYLES_PAGE_MAX = 50;

const stylesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(STYLES_PAGE_MAX).default(STYLES_PAGE_DEFAULT),
  plan: z.enum(PLAN_IDS).optional(),
  category: z.enum(STYLE_CATEGORY_IDS).optional(),
  search: text().max(100).optional(),
  sort: z.enum(['name', 'category']).default('name'),
  lang: z.enum(CATALOGUE_LOCALES).optional(),
});

const languageQuery = z.object({ lang: z.enum(CATALOGUE_LOCALES).optional() });

/** The catalogue changes only with a deploy: browsers revalidate cheaply with the ETag. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The index encoded the body through the route's response contract when it built it, so the
 * bytes go out as they are (Fastify does not serialize a Buffer again).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('etag', body.etag).header('cache-control', CACHE_CONTROL);
  // Without `lang`, the answer depends on Accept-Language: caches must key on it.
  reply.header('vary', 'Accept-Language');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body.bytes);
}

export const stylesRoutes: FastifyPluginAsyncZod<{ index: StyleIndex }> = async (
  app,
  { index },
) => {
  app.get(
    '/api/styles',
    {
      schema: {
        tags: ['styles'],
        summary:
          'Style cards in a language (lang, else Accept-Language): filter by plan, category and search; sort by name or category; paged',
        querystring: stylesQuery,
        response: { 200: stylesPageResponse },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const locale = catalogueLocaleOf(lang, request.headers['accept-language']);
      reply.header('content-language', locale);
      return sendCached(request, reply, index.page({ ...query, locale }));
    },
  );

  app.get(
    '/api/styles/categories',
    {
      schema: {
        tags: ['styles'],
        summary: 'Categories that have styles, with counts',
        response: { 200: styleCategoriesResponse },
      },
    },
    async (request, reply) => sendCached(request, reply, index.categoriesBody),
  );

  app.get(
    '/api/styles/count',
    {
      schema: {
        tags: ['styles'],
        summary: 'How many styles each plan unlocks (cumulative)',
        response: { 200: styleCountResponse },
      },
    },
    async (request, reply) => sendCached(request, reply, index.countBody),
  );

  app.get(
    '/api/styles/range',
    {
      schema: {
        tags: ['styles'],
        summary: 'Fewest and most channels and staff roles a style of the catalogue creates',
        response: { 200: styleRangeResponse },
      },
    },
    async (request, reply) => sendCached(request, reply, index.rangeBody),
  );

  app.get(
    '/api/styles/:id',
    {
      schema: {
        tags: ['styles'],
        summary:
          'One style with its whole layout; its card in a language (lang, else Accept-Language)',
        params: z.object({ id: text().regex(/^[a-z0-9-]{1,80}$/) }),
        querystring: languageQuery,
        response: { 200: styleDetailResponse },
      },
    },
    async (request, reply) => {
      const locale = catalogueLocaleOf(request.query.lang, request.headers['accept-language']);
      reply.header('content-language', locale);
      const body = index.detail(request.params.id, locale);
      if (!body) throw notFound(`Style '${request.params.id}' not found`, 'STYLE_NOT_FOUND');
      return sendCached(request, reply, body);
    },
  );
};
