/**
 * Input Push Activity (/pushactivity/addpaheader; spec part 2 sections 2-5, 7, 9): the campaign
 * form with its optional customer list and a simulation of its reach, the Activity question
 * builder with the list of questions and their preview, and SUBMIT. SUBMIT says 'All Field Must
 * Filled' until the campaign is complete, checks the period and the questions as insertpa will,
 * asks 'Are you Sure to Continue ?' and saves the campaign as 'New Request'; saved, it says 'Data
 * saved successfully' and opens Push Activity Overview on the campaign's first month. A refusal
 * shows the server's message.
 */
import { SendOutlined } from '@mui/icons-material';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contract } from '../../../common/contract';
import { type CampaignInput, campaignInput } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { pushActivityModule } from '../../../common/modules/push-activity';
import { presetListSelection } from '../../components/list-screen/use-list-state';
import { useFormSave } from '../../components/record-form/use-form-save';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { monthOf } from './campaign-dates';
import { useCampaignLookups } from './campaign-lookups';
import {
  type CampaignChoices,
  type CampaignValues,
  campaignBody,
  campaignProblems,
  emptyCampaign,
  missingField,
} from './campaign-values';
import { InputCampaignFields } from './InputCampaignFields';
import { InputCustomerList } from './InputCustomerList';
import { InputSimulation } from './InputSimulation';
import { PA_APPROVAL_LIST_KEY, PA_OVERVIEW_LIST_KEY } from './pa-list-keys';
import { QuestionBuilder } from './QuestionBuilder';
import { QuestionList } from './QuestionList';
import { QuestionPreviewDialog } from './QuestionPreviewDialog';
import { useQuestionBuilder } from './question-builder';
import { jumpsProblem, moveQuestion, removeQuestion } from './question-list';

const NO_CHOICES: CampaignChoices = {
  master: { resultBisnis: [], resultBranch: [], resultEmployeeType: [], resultSalesChannelGroup: [] },
  titles: [],
  products: [],
};

export function InputPushActivityPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState(false);

  const form = useFormSave<CampaignValues, CampaignInput>({
    empty: emptyCampaign,
    // Nothing can be sent before masterdata has come: the choices are named from it.
    refuse: (values) => missingField(values) ?? (lookups.choices ? undefined : messages.allFieldMustFilled),
    toInput: (values) => campaignBody(values, lookups.choices ?? NO_CHOICES, storedUser()?.USER_ID ?? ''),
    schema: campaignInput,
    check: (values) => campaignProblems(values),
    send: async (body, options) => {
      await call(contract.pushActivity.insertpa, body, options);
      return messages.dataSaved;
    },
    // A saved campaign waits in the approval list and shows in the overview.
    listKey: PA_OVERVIEW_LIST_KEY,
    onSaved: async (saved) => {
      builder.cancel();
      await queryClient.invalidateQueries({ queryKey: [PA_APPROVAL_LIST_KEY] });
      // The overview opens on the month the campaign starts, loaded: it starts two days ahead at
      // the soonest, often in a month after this one.
      presetListSelection(PA_OVERVIEW_LIST_KEY, monthOf(saved.startDate));
      await navigate(pushActivityModule.paths.overview);
    },
  });
  const { values, change, errors, saving } = form;
  const lookups = useCampaignLookups(values.empType, values.bisnis);
  const questions = values.questionsList;
  const setQuestions = (questionsList: typeof questions) => change({ questionsList });
  const builder = useQuestionBuilder(questions, setQuestions);

  return (
    <Stack spacing={2.5} data-testid="input-push-activity">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, position: 'relative', overflow: 'hidden' }}>
        {lookups.loadingMaster ? (
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
        ) : null}
        <Typography variant="h6" component="h1" sx={{ mb: 2.5 }}>
          {messages.inputPushActivity}
        </Typography>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {messages.campaignSection}
        </Typography>
        <InputCampaignFields
          values={values}
          change={change}
          errors={errors}
          lookups={lookups}
          disabled={saving}
        />
        <Divider sx={{ my: 2.5 }} />
        <InputCustomerList
          customers={values.custPA}
          onChange={(custPA) => change({ custPA })}
          disabled={saving}
        />
        <Divider sx={{ my: 2.5 }} />
        <InputSimulation values={values} master={lookups.master} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <QuestionBuilder builder={builder} questions={questions} disabled={saving} />
        <Divider sx={{ my: 2.5 }} />
        <QuestionList
          questions={questions}
          editingId={builder.draft.id}
          problem={jumpsProblem(questions) ?? errors.questionsList}
          onEdit={builder.edit}
          onDelete={(id) => {
            if (builder.draft.id === id) builder.cancel();
            setQuestions(removeQuestion(questions, id));
          }}
          onMove={(id, step) => setQuestions(moveQuestion(questions, id, step))}
          onPreview={() => setPreviewing(true)}
          disabled={saving}
        />
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Box sx={{ position: 'relative' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<SendOutlined />}
            onClick={() => void form.save()}
            disabled={saving}
            data-testid="campaign-submit"
          >
            {messages.submit}
          </Button>
          {saving ? (
            <CircularProgress
              size={22}
              sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-11px', ml: '-11px' }}
            />
          ) : null}
        </Box>
      </Stack>
      <QuestionPreviewDialog open={previewing} questions={questions} onClose={() => setPreviewing(false)} />
    </Stack>
  );
}
