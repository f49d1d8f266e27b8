import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Guildsmith API',
        description: 'Plans, styles, licenses and the Discord bot behind Guildsmith.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
