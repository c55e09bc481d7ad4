/** The ERP's calls: one per entity, each the shared load of its rows (load.ts). */
import { contract } from '../../../common/contract';
import { implement } from '../../platform/implement';
import { loadRows } from './load';

/** The audit log's user for rows the ERP's calls write. */
export const INTEGRATION_API_USER = 'INTEGRATION_API';

export function integrationRoutes() {
  const calls = contract.integration;
  return (Object.keys(calls) as (keyof typeof calls)[]).map((entity) => ({
    ...implement(calls[entity], (input, ctx) =>
      loadRows(ctx.db, entity, input.rows, { userId: INTEGRATION_API_USER, requestId: ctx.requestId }),
    ),
    // Text that cannot be stored fails its own row, answered with the others (row-check.ts).
    sheetRows: true,
  }));
}
