/**
 * The search of Submit Target's checked rows (spec part 2 section 2: tabs Error Data and Clean
 * Data, search, exports): the rows of both tabs that hold every word typed, in any column, REASON
 * and the sheet's ROW too, listed with their FLAG and REASON and exported as found. The upload
 * screen shows it above Submit once a file is checked, from the check it holds, so it never lists
 * the rows of a file no longer chosen.
 */
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { messages } from '../../../common/messages';
import type { ImportValidation } from '../../components/import-screen/import-state';
import { ResultTable } from '../../components/import-screen/ResultTable';
import { matchesSearch } from '../../components/list-screen/client-rows';
import { useDebouncedValue } from '../../components/list-screen/use-debounced-value';
import { SearchField } from '../../components/SearchField';

export function CheckSearch(props: {
  validation: ImportValidation;
  /** The checked rows' columns: the template's and FLAG. */
  columns: readonly string[];
  exportFileName: string;
}) {
  const { validation, columns } = props;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const found = useMemo(() => {
    if (search === '') return [];
    const fields = ['ROW', 'REASON', ...columns];
    return [...validation.failed, ...validation.clean]
      .filter((r) => matchesSearch(r, fields, search))
      .sort((a, b) => a.ROW - b.ROW);
  }, [validation, columns, search]);
  return (
    <Box data-testid="check-search">
      <SearchField
        value={text}
        onChange={setText}
        helperText={
          search === ''
            ? messages.checkSearchHint
            : messages.checkSearchFound(found.length, validation.failed.length + validation.clean.length)
        }
        sx={{ width: { xs: '100%', sm: 420 } }}
        testId="check-search-input"
      />
      {search === '' ? null : (
        <Box sx={{ mt: 1.5 }}>
          <ResultTable
            rows={found}
            columns={columns}
            failed
            exportFileName={props.exportFileName}
            exportLabel={messages.exportData}
            testId="check-search-rows"
          />
        </Box>
      )}
    </Box>
  );
}
