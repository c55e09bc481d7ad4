/**
 * Upload Calendar (/call-management/uploadCalendar), head office's: Download Template gives a whole
 * year to fill (its stored days, or a fresh year with Sundays off), the sheet comes back as .xlsx
 * or .xls, every row is checked on the screen (day name of the date, week 1 to 4, HOLIDAY Y or N,
 * a date twice) into the validation tabs, and Submit, after the confirmation, sends every row to
 * /setting/uploadcalendar, which checks them again and stores the year whole or not at all.
 */
import { MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { HEAD_OFFICE_ORG_ID } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { CALENDAR_MAX_ROWS, type CalendarColumn } from '../../../common/contract/call-management';
import { CALENDAR_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ImportScreen, type ImportValidationConfig } from '../../components/import-screen/ImportScreen';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import {
  CALENDAR_CLEAN_FILE_NAME,
  CALENDAR_DAYS_KEY,
  CALENDAR_ERROR_FILE_NAME,
  CALENDAR_LIST_KEY,
  calendarTemplateRows,
  calendarUploadRows,
  calendarValidation,
  defaultTemplateYear,
  templateYears,
} from './calendar-rows';

const storedDays = (year: number, signal?: AbortSignal) =>
  call(contract.callManagement.overviewcalendar, { year }, { signal });

export function CalendarUploadPage() {
  const queryClient = useQueryClient();
  const user = storedUser();
  const userId = user?.USER_ID ?? '';
  const orgID = user?.ORG_ID ?? 0;
  const thisYear = new Date().getFullYear();

  // Whether this year is stored decides the template's first year; the user may change it.
  const thisYearStored = useQuery({
    queryKey: [CALENDAR_DAYS_KEY, thisYear],
    queryFn: ({ signal }) => storedDays(thisYear, signal),
  });
  const years = useQuery({
    queryKey: ['calendar-years', orgID],
    queryFn: ({ signal }) => call(contract.callManagement.prepareFilterCalendar, { orgID }, { signal }),
  });
  const [chosenYear, setChosenYear] = useState<number | undefined>(undefined);
  const templateYear = chosenYear ?? defaultTemplateYear((thisYearStored.data?.length ?? 0) > 0, new Date());

  const validation = useMemo<ImportValidationConfig<CalendarColumn>>(
    () => ({
      // The rules are the server's own (common/call-plans.ts): the screen answers at once.
      validate: async (records) => calendarValidation(records, userId),
      failedTabLabel: messages.errorDataTab,
      cleanTabLabel: messages.cleanDataTab,
      failedFileName: CALENDAR_ERROR_FILE_NAME,
      cleanFileName: CALENDAR_CLEAN_FILE_NAME,
      allClean: true,
    }),
    [userId],
  );

  return (
    <ImportScreen<CalendarColumn>
      title={messages.uploadCalendar}
      template={CALENDAR_TEMPLATE}
      fileKind="excel"
      wrongFileMessage={messages.templateMismatchCalendar}
      emptySubmitMessage={messages.templateMismatchCalendar}
      maxRows={CALENDAR_MAX_ROWS}
      validation={validation}
      templateRows={async () =>
        calendarTemplateRows(
          templateYear,
          await queryClient.fetchQuery({
            queryKey: [CALENDAR_DAYS_KEY, templateYear],
            queryFn: ({ signal }) => storedDays(templateYear, signal),
          }),
        )
      }
      submit={async (state) => {
        const rows = calendarUploadRows(state.records as SheetRecord<CalendarColumn>[], userId);
        const { saved } = await call(contract.callManagement.uploadcalendar, rows);
        // The overview and the years it offers change with the stored days.
        await queryClient.invalidateQueries({ queryKey: [CALENDAR_DAYS_KEY] });
        await queryClient.invalidateQueries({ queryKey: [CALENDAR_LIST_KEY] });
        await queryClient.invalidateQueries({ queryKey: ['calendar-years'] });
        return { message: messages.calendarSaved(saved), failed: [] };
      }}
      failedFileName={CALENDAR_ERROR_FILE_NAME}
      // The menu is head office's; anyone else reaching the screen learns why it takes no file.
      blockedMessage={orgID === HEAD_OFFICE_ORG_ID ? undefined : messages.calendarHeadOfficeOnly}
      hint={messages.calendarUploadHint}
      controls={
        <TextField
          select
          label={messages.calendarTemplateYear}
          value={templateYear}
          onChange={(e) => setChosenYear(Number(e.target.value))}
          // The first year offered waits to know whether this year's calendar is stored.
          disabled={chosenYear === undefined && thisYearStored.isPending}
          sx={{ minWidth: 220 }}
          data-testid="template-year"
        >
          {templateYears(
            (years.data ?? []).map((y) => y.YEAR),
            new Date(),
          ).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}
