import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { inSheetTerms, outcomeInSheetTerms, validationInSheetTerms } from './sheet-terms';

/** Upload Target's sheet headers under the names the server checks them by. */
const names = {
  TARGET_REKOMENDASI_HO: 'SUM_OF_TARGET_REKOMENDASI_HO',
  TARGET_CABANG: 'SUM_OF_TARGET_CABANG',
  ITEM_SUBLINI: 'PRODUCT_NAME',
  SUBLINI_PRODUCT: 'SUBLINI_OR_PRODUCT',
  TERITORY_GEO_GROUP: 'TERRITORY_GEO_GROUP',
};

describe('the sheet terms of an upload screen', () => {
  it("name the sheet's header where the server names its own column", () => {
    expect(inSheetTerms(messages.reasonTargetValue('TARGET_REKOMENDASI_HO'), names)).toBe(
      messages.reasonTargetValue('SUM_OF_TARGET_REKOMENDASI_HO'),
    );
    expect(inSheetTerms(messages.reasonTargetUnknownSubLine, names)).toBe(
      'SUBLINI_OR_PRODUCT tidak ada untuk PRODUCT_NAME ini.',
    );
  });

  it('replace whole names only, once: a header holding a server name stays as it is', () => {
    expect(inSheetTerms('SUM_OF_TARGET_CABANG dan TARGET_CABANG', names)).toBe(
      'SUM_OF_TARGET_CABANG dan SUM_OF_TARGET_CABANG',
    );
    expect(inSheetTerms('TARGET_CABANG_X', names)).toBe('TARGET_CABANG_X');
    expect(inSheetTerms('TARGET_CABANG', undefined)).toBe('TARGET_CABANG');
    expect(inSheetTerms('TARGET_CABANG', {})).toBe('TARGET_CABANG');
  });

  it("put a check's and a submit's reasons in the sheet's terms", () => {
    const reason = messages.reasonRequired('TARGET_CABANG');
    expect(
      validationInSheetTerms(
        { clean: [{ ROW: 2 }], failed: [{ ROW: 3, REASON: reason }], submitBlocked: 'TARGET_CABANG' },
        names,
      ),
    ).toEqual({
      clean: [{ ROW: 2 }],
      failed: [{ ROW: 3, REASON: messages.reasonRequired('SUM_OF_TARGET_CABANG') }],
      submitBlocked: 'SUM_OF_TARGET_CABANG',
    });
    expect(outcomeInSheetTerms({ message: reason, failed: [{ ROW: 4, REASON: reason }] }, names)).toEqual({
      message: messages.reasonRequired('SUM_OF_TARGET_CABANG'),
      failed: [{ ROW: 4, REASON: messages.reasonRequired('SUM_OF_TARGET_CABANG') }],
    });
  });
});
