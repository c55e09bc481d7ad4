import { describe, expect, it } from 'vitest';
import type { MappingChecked } from '../../../common/contract/bisnis-lini';
import { MAPPING_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { mappingSentOf, mappingValidation } from './mapping-rows';

const sheet = MAPPING_TEMPLATE.example;

describe('mapping rows', () => {
  it('sends the columns without underscores, with ISVALID Y', () => {
    expect(mappingSentOf({ ...sheet })).toEqual({
      SLSPERSONTYPEID: '1',
      SLSPERSONTYPE: 'SALESMAN',
      PRINCIPALLINE: 'FRM-ETH',
      BISNISGROUP: 'FARMA',
      SCHGROUP: 'REGULER',
      TARGETLEVEL: 'LINI',
      MAPPINGLEVEL: 'SUBLINI',
      DOTFLAG: 'N',
      STARTDATE: '2026-01-01',
      ENDDATE: '4001-12-31',
      STATUS: 'ACTIVE',
      ISVALID: 'Y',
    });
  });

  it('sends a row lacking a column as it is, for the server to name what is missing', () => {
    expect(mappingSentOf({ ...sheet, SCH_GROUP: '' }).SCHGROUP).toBe('');
  });

  it('shows the answer without the verdict, the failed rows with their reason', () => {
    const checked = (ROW: number, REASON: string): MappingChecked => ({
      ROW,
      ...sheet,
      IS_VALID: REASON === '' ? 'Y' : 'N',
      REASON,
      NOTE: '',
    });
    const v = mappingValidation({
      success: [checked(2, '')],
      failed: [checked(3, messages.reasonMappingLine)],
    });
    expect(v.clean).toEqual([{ ...sheet, ROW: 2, REASON: '', NOTE: '' }]);
    expect(v.failed).toEqual([{ ...sheet, ROW: 3, REASON: messages.reasonMappingLine, NOTE: '' }]);
  });
});
