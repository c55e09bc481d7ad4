/**
 * Push Activity Overview (/pushactivity/paoverview): the month's campaigns that reach the user's
 * branches, read-only, with the six detail dialogs; the Activity dialog's questions start closed
 * (spec part 2 section 2).
 */
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { ActivityListScreen } from './ActivityListScreen';
import { PA_OVERVIEW_LIST_KEY } from './pa-list-keys';

export function PushActivityOverviewPage() {
  return (
    <ActivityListScreen
      queryKey={PA_OVERVIEW_LIST_KEY}
      title={messages.pushActivityOverview}
      load={async (month, signal) =>
        (await call(contract.pushActivity.overview, month, { signal })).resultOverview
      }
      groupsOpen={false}
      testId="pa-overview"
    />
  );
}
