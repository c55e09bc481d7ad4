/** The OpenAPI description of every call, drawn from the contract, and its browsable page. */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** How callers prove themselves, for the teams writing the clients (the field app's above all). */
const API_DESCRIPTION = `Every call of the Armada back-office. Every call sends the \`api-key\` header.

Back-office calls: the session token of POST /api/login as \`Authorization: Bearer <token>\` (or the
HttpOnly cookie the login sets).

The field app (the sales force's mobile app): every call sends the field app's key (FIELD_APP_KEY) as
\`Authorization: Bearer <key>\`. A rep signs in with the rep's own user ID and password at
POST /api/field/login (a user linked to the rep's employee record in Daftar Pengguna); the answer's
TOKEN goes in the \`Field-Session\` header of every other /api/field call but the promotions, and
each answers only what the rep holds today: the positions the rep is mapped to today, the customers
of those positions' call plans this month in the rep's branch. The session lasts as a back-office
session (SESSION_IDLE_SECONDS idle, SESSION_MAX_SECONDS in all) and ends at POST /api/field/logout.
Errors (JSON envelope \`{ success: false, message }\`): 400 a malformed request (the field named);
401 no valid key, or no live field session (sign in again); 403 a one-time password not yet changed
(POST /api/field/changePassword), or the rep deactivated; 422 a rule refused (the reason in
\`message\`); 429 too many failed sign-ins (wait, then retry). A back-office session never opens a
field call, and a field session never opens a back-office call.`;

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Armada API', version: '1.0.0', description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
          bearer: { type: 'http', scheme: 'bearer' },
          fieldSession: {
            type: 'apiKey',
            in: 'header',
            name: 'Field-Session',
            description: "A sales rep's field session token, answered by POST /api/field/login.",
          },
        },
      },
      security: [{ apiKey: [], bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
