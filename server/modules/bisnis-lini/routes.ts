/**
 * The calls of the business line product mapping (spec part 2 section 7, base
 * /mapping-bisnis-lini-product). The mapping is national: only head office uploads it; everyone
 * with the overview screen reads it.
 */
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { Answer, type Implementation, implement } from '../../platform/implement';
import { implementUpload } from '../../platform/import';
import { assertHeadOffice } from '../../platform/scope';
import { mappingFilters, mappingOverview } from './mapping-queries';
import { stageMappings, submitMappings } from './mapping-upload';

const bl = contract.bisnisLini;

export const bisnisLiniRoutes = (): Implementation[] => [
  implementUpload(bl.validation, async ({ excelData }, ctx) => {
    assertHeadOffice(ctx.scope);
    // A mapping names no branch: head office's own period of the type decides.
    await ctx.assertPeriodOpen([]);
    return stageMappings(ctx, excelData);
  }),
  implement(bl.upload, async (_input, ctx) => {
    assertHeadOffice(ctx.scope);
    await ctx.assertPeriodOpen([]);
    const saved = await submitMappings(ctx);
    return new Answer(saved, saved.ended > 0 ? messages.mappingsEnded(saved.ended) : messages.uploadSuccess);
  }),
  implement(bl.filter, async (_input, ctx) => mappingFilters(ctx.db)),
  implement(bl.overview, async (input, ctx) =>
    mappingOverview(ctx.db, {
      SLS_PERSON_TYPE: input.SLSPERSONTYPE,
      BISNIS_GROUP: input.BISNISGROUP,
      SCH_GROUP: input.SCHGROUP,
      TARGET_LEVEL: input.TARGETLEVEL,
    }),
  ),
];
