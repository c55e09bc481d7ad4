/** The OpenAPI description of every call, drawn from the contract, and its browsable page. */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Armada API', version: '1.0.0', description: 'Every call of the Armada back-office.' },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [], bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
