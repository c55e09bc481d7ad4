/**
 * Push Activity Overview (/pushactivity/paoverview): the month's campaigns that reach the user's
 * branches, read-only, with the six detail dialogs; the Activity dialog's questions start closed
 * (spec part 2 section 2); an Answers column opens each campaign's answers from the field app.
 */
import { useState } from 'react';
import { contract } from '../../../common/contract';
import type { ActivityHeader } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { ActivityListScreen } from './ActivityListScreen';
import { CampaignAnswersDialog } from './CampaignAnswersDialog';
import { PA_OVERVIEW_LIST_KEY } from './pa-list-keys';

export function PushActivityOverviewPage() {
  const [answers, setAnswers] = useState<ActivityHeader | null>(null);
  return (
    <>
      <ActivityListScreen
        queryKey={PA_OVERVIEW_LIST_KEY}
        title={messages.pushActivityOverview}
        load={async (month, signal) =>
          (await call(contract.pushActivity.overview, month, { signal })).resultOverview
        }
        groupsOpen={false}
        onAnswers={setAnswers}
        testId="pa-overview"
      />
      <CampaignAnswersDialog campaign={answers} onClose={() => setAnswers(null)} />
    </>
  );
}
