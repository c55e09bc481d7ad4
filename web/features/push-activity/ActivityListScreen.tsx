/**
 * The list both push activity screens show (spec part 2 section 2): PERIOD (a month, this one to
 * start) and FIND list the month's campaigns, searched, sorted and paged here (a month holds few),
 * with an icon per detail opening it in the shared ActivityDetailDialog. The screen supplies its
 * call, its title and, on approval, the checkboxes with APPROVE and REJECT.
 */
import { useState } from 'react';
import type { ActivityHeader } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { ListScreen, type RowSelection } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { MonthField } from '../../components/MonthField';
import { type MonthYear, thisMonth } from '../../components/selects/MonthYearSelects';
import { ActivityDetailDialog, type DetailShown } from './ActivityDetailDialog';
import { activityColumns } from './pa-columns';

export function ActivityListScreen(props: {
  queryKey: string;
  title: string;
  /** The month's campaigns, by the screen's own call. */
  load(month: MonthYear, signal: AbortSignal): Promise<ActivityHeader[]>;
  selection?: RowSelection<ActivityHeader>;
  /** Whether the Activity dialog's questions start open. */
  groupsOpen: boolean;
  /** Opens a campaign's answers from the field app (the overview's Answers column); none without it. */
  onAnswers?(row: ActivityHeader): void;
  testId: string;
}) {
  const [filters, setFilters] = useListFilters<MonthYear>(props.queryKey, thisMonth);
  const [shown, setShown] = useState<DetailShown | null>(null);
  // One set of columns for the screen's life: the grid keeps its widths and order.
  const [columns] = useState(() =>
    activityColumns((kind, header) => setShown({ kind, header }), props.onAnswers),
  );

  return (
    <>
      <ListScreen<ActivityHeader, MonthYear>
        queryKey={props.queryKey}
        title={props.title}
        columns={columns}
        getRowId={(row) => row.ACTIVITY_HEADER_ID}
        filters={{
          value: filters,
          controls: (
            <MonthField
              label={messages.periodLabel}
              value={filters}
              onChange={setFilters}
              testId="filter-period"
            />
          ),
          loadLabel: messages.findButton,
        }}
        source={{ mode: 'client', load: props.load }}
        selection={props.selection}
        testId={props.testId}
      />
      <ActivityDetailDialog shown={shown} groupsOpen={props.groupsOpen} onClose={() => setShown(null)} />
    </>
  );
}
