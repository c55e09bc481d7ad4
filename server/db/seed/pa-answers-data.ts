/**
 * Demo survey answers from the field app: each outlet an approved campaign lists, of a campaign that
 * has started, answered once on one of its days up to today by a rep of the outlet's branch, along
 * the demo survey's path (the first option of each question and its jump). The push activity
 * overview's Answers list shows them.
 */
import { sql } from 'drizzle-orm';
import type { SurveyQuestion } from '../../../common/contract/push-activity';
import type { Db } from '../client';
import { DEMO_SURVEY } from './push-activity-data';

/** The demo answer of a question by its type, and the question its answer leads to. */
function demoAnswer(q: SurveyQuestion): { answer: string; next: string | null | undefined } {
  const first = q.options?.[0];
  if (first) return { answer: first.body, next: first.nextQuestion };
  const answer =
    q.type === 'Number' || q.type === 'Scale'
      ? String(q.minValue ?? 1)
      : q.type === 'Date'
        ? '01/15/2026'
        : q.type === 'Time'
          ? '09:00 AM'
          : 'Display rapi, stok cukup';
  return { answer, next: undefined };
}

/** The demo survey's answers along its path. */
export function demoPath(
  survey: readonly SurveyQuestion[],
): { id: string; sequence: number; answer: string }[] {
  const ordered = [...survey].sort((a, b) => a.sequence - b.sequence);
  const path: { id: string; sequence: number; answer: string }[] = [];
  let at = ordered[0];
  while (at && !path.some((p) => p.id === at?.id)) {
    const { answer, next } = demoAnswer(at);
    path.push({ id: at.id, sequence: at.sequence, answer });
    const from: SurveyQuestion = at;
    at = next ? ordered.find((q) => q.id === next) : ordered[ordered.indexOf(from) + 1];
  }
  return path;
}

export async function seedPaAnswers(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO pa_answer_sets (client_id, activity_header_id, customer_id, customer_name, org_id, branch_code,
                                position_code, employee_id, employee_name, campaign_day, answered_at)
    SELECT 'demo-' || h.activity_header_id || '-' || c.customer_id, h.activity_header_id, c.customer_id,
           c.customer_name, c.org_id, c.branch_code, rep.position_code, rep.employee_id, rep.employee_name,
           d.day, d.day + time '10:30'
      FROM pa_headers h
      JOIN pa_customers pc ON pc.activity_header_id = h.activity_header_id
      JOIN customers c ON c.customer_id = pc.customer_id
      CROSS JOIN LATERAL (
        SELECT h.start_date + (abs(hashtext(c.customer_id)) % (least(h.end_date, current_date) - h.start_date + 1)) AS day
      ) d
      CROSS JOIN LATERAL (
        SELECT m.position_code, m.employee_id, s.employee_name FROM salesrep_mappings m
          JOIN salesreps s ON s.employee_id = m.employee_id
         WHERE m.branch_code = c.branch_code AND current_date BETWEEN m.start_date AND m.end_date
         ORDER BY m.position_code LIMIT 1
      ) rep
     WHERE h.status = 'Approved' AND h.start_date <= current_date`);
  const path = JSON.stringify(demoPath(DEMO_SURVEY));
  await db.execute(sql`
    INSERT INTO pa_answers (answer_set_id, question_id, sequence, answer)
    SELECT s.answer_set_id, p.id, p.sequence, p.answer
      FROM pa_answer_sets s
      JOIN pa_questions q ON q.activity_header_id = s.activity_header_id
      JOIN jsonb_to_recordset(${path}::jsonb) AS p(id text, sequence int, answer text) ON p.id = q.question_id`);
}
