/** The audit log: who changed what, when, with the row before and after. Written in the same transaction as the change. */
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  db: Db,
  who: { userId: string | null; requestId: string },
  entries: AuditEntry | AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((e) => ({
      userId: who.userId,
      requestId: who.requestId,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId == null ? null : String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
