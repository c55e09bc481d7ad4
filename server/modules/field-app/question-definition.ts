/**
 * A campaign question as the app gets it and its answers are checked against: the builder's saved
 * definition, with the row's own id, type, body and sequence over it, and its options always a
 * list. A question written by other means than the builder (an import, a script) may lack its
 * options; the app's contract requires them, so such a question answers with none rather than
 * failing the whole campaigns call.
 */
import { type SQL, sql } from 'drizzle-orm';

/** The definition of the pa_questions row aliased `q`. */
export const questionDefinition: SQL = sql`(q.definition || jsonb_build_object(
  'id', q.question_id, 'type', q.type, 'body', q.body, 'sequence', q.sequence,
  'options', coalesce(q.definition -> 'options', '[]'::jsonb)))`;
