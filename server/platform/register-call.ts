/**
 * One call of the contract as a Fastify route: its schema from the contract declaration, then
 * authentication, the input checks, the handler (in a transaction when it writes) and its answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf, pathParams } from '../../common/contract/define';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { runForRequest } from '../db/query-gate';
import { authenticate } from './call-auth';
import { bodyOrEmpty, paramsSchema, parseGetInput, refuseUnstorableText, takesNoBody } from './call-input';
import type { Implementation } from './implement';
import { bodyItemLimit } from './json-shape';
import { runHandler } from './run-handler';
import { sendAnswer } from './send-answer';
import type { SessionStore } from './session-cache';

export function registerCall(
  app: FastifyInstance,
  impl: Implementation,
  config: Config,
  database: Database,
  sessions: SessionStore,
) {
  const { def } = impl;
  const url = `/api${def.path}`;
  const isGet = def.method === 'GET';
  const noBody = takesNoBody(def);
  const schema = {
    summary: def.summary,
    tags: [def.module],
    ...(isGet ? {} : { body: def.input }),
    ...(isGet && pathParams(def.path).length > 0 ? { params: paramsSchema(def) } : {}),
    ...(def.file ? {} : { response: { 200: envelopeOf(def.output) } }),
  };

  app.route({
    method: def.method,
    url,
    schema,
    ...(isGet ? {} : { config: { bodyItems: bodyItemLimit(def.input) } }),
    // Authentication runs before the body is validated: a caller without a session learns nothing.
    onRequest: (req) => authenticate(req, def, config, sessions, database.db),
    preValidation: async (req) => {
      bodyOrEmpty(req, noBody);
      refuseUnstorableText(req, impl);
    },
    // Every query of the call is skipped once its client has gone (server/db/query-gate.ts).
    handler: (req, reply) => runForRequest(req.clientGone, () => handle(req, reply)),
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const input = isGet ? parseGetInput(def, req) : req.body;
    const endedUsers: string[] = [];
    const run = (db: Database['db']) => runHandler(impl, input, db, req, reply, sessions, endedUsers);
    // A write runs in one transaction with its audit entries: it lands whole or not at all.
    const result = def.write ? await database.db.transaction((tx) => run(tx)) : await run(database.db);
    // After the commit: a request in between would otherwise keep the session before the change.
    sessions.forgetUsers(endedUsers);
    return sendAnswer(reply, result);
  }
}
