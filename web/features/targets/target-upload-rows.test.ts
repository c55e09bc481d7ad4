import { describe, expect, it } from 'vitest';
import { TARGET_ALTERNATE_COLUMNS } from '../../../common/contract/targets';
import type { TargetAlternateColumn } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { inSheetTerms } from '../../components/import-screen/sheet-terms';
import { ALTERNATE_SERVER_COLUMNS, alternateRowOf } from './target-upload-rows';

describe("Upload Target's sheet terms", () => {
  it('name back the sheet column of every name a row is sent under', () => {
    // Each cell holds its own column's name, so the row sent says where each value came from.
    const record = Object.fromEntries(TARGET_ALTERNATE_COLUMNS.map((c) => [c, c])) as Record<
      TargetAlternateColumn,
      string
    >;
    for (const [sent, value] of Object.entries(alternateRowOf(record))) {
      expect(ALTERNATE_SERVER_COLUMNS[sent] ?? sent, sent).toBe(value);
    }
  });

  it("put the server's reasons in the sheet's column names", () => {
    expect(inSheetTerms(messages.reasonTargetValue('TARGET_CABANG'), ALTERNATE_SERVER_COLUMNS)).toBe(
      messages.reasonTargetValue('SUM_OF_TARGET_CABANG'),
    );
    expect(inSheetTerms(messages.reasonTargetUnknownLini, ALTERNATE_SERVER_COLUMNS)).toBe(
      'PRODUCT_NAME tidak ada untuk BISNIS ini.',
    );
    expect(inSheetTerms(messages.reasonTargetUnknownGeoGroup, ALTERNATE_SERVER_COLUMNS)).toBe(
      'TERRITORY_GEO_GROUP tidak ditemukan.',
    );
  });
});
