/**
 * The dialog every icon column of the push activity lists opens (spec part 2 sections 2 and 9: at
 * most 500px wide): one detail of one campaign, as its config in pa-details says. Lines show as a
 * list; outlets with a search box and how many of the matching ones show; activity questions as
 * groups (question, its type, its answers) that open and close, starting as the screen says.
 */
import { ExpandLess, ExpandMore } from '@mui/icons-material';
import {
  Box,
  Chip,
  CircularProgress,
  Collapse,
  Dialog,
  DialogContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActivityHeader } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { ClosableDialogTitle } from '../../components/ClosableDialogTitle';
import { LoadFailed } from '../../components/LoadFailed';
import { useDebouncedValue } from '../../components/list-screen/use-debounced-value';
import { SearchField } from '../../components/SearchField';
import { ACTIVITY_DETAILS, type ActivityDetailKind, type DetailAnswer } from './pa-details';
import type { QuestionGroup } from './pa-questions';

/** The detail the user opened: which one, of which campaign. */
export interface DetailShown {
  kind: ActivityDetailKind;
  header: ActivityHeader;
}

export function ActivityDetailDialog(props: {
  shown: DetailShown | null;
  /** Whether the activity groups start open (approval) or closed (overview). */
  groupsOpen: boolean;
  onClose(): void;
}) {
  const { shown: asked, onClose } = props;
  // The detail stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState(asked);
  if (asked && asked !== shown) setShown(asked);
  return (
    <Dialog
      open={asked !== null}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500, width: '100%' } } }}
      data-testid={shown ? `detail-${shown.kind}` : undefined}
    >
      {/* Keyed, so another detail opens with its own search and its groups as they start. */}
      {shown ? (
        <DetailContent
          key={`${shown.kind}:${shown.header.ACTIVITY_HEADER_ID}`}
          shown={shown}
          groupsOpen={props.groupsOpen}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function DetailContent({
  shown,
  groupsOpen,
  onClose,
}: {
  shown: DetailShown;
  groupsOpen: boolean;
  onClose(): void;
}) {
  const detail = ACTIVITY_DETAILS[shown.kind];
  const headerID = shown.header.ACTIVITY_HEADER_ID;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const answer = useQuery({
    queryKey: ['pa-detail', shown.kind, headerID, detail.searchable ? search : ''],
    queryFn: ({ signal }) => detail.load(headerID, detail.searchable ? search : '', signal),
    // The next search's lines replace the last ones, not a spinner.
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <ClosableDialogTitle onClose={onClose}>
        {detail.heading}
        <Typography variant="body2" color="text.secondary" data-testid="detail-campaign">
          {shown.header.ACTIVITY_HEADER_NAME}
        </Typography>
      </ClosableDialogTitle>
      <DialogContent dividers sx={{ p: 0, minHeight: 120 }}>
        {detail.searchable ? (
          <Box sx={{ px: 2, pt: 2 }}>
            <SearchField
              value={searchText}
              onChange={setSearchText}
              size="small"
              fullWidth
              autoFocus
              testId="detail-search"
            />
          </Box>
        ) : null}
        {answer.isError && !answer.isFetching ? (
          <Box sx={{ p: 2 }}>
            <LoadFailed error={answer.error} onRetry={() => void answer.refetch()} />
          </Box>
        ) : answer.data ? (
          <DetailBody answer={answer.data} searchable={detail.searchable} groupsOpen={groupsOpen} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
            <CircularProgress size={28} />
          </Box>
        )}
      </DialogContent>
    </>
  );
}

function DetailBody({
  answer,
  searchable,
  groupsOpen,
}: {
  answer: DetailAnswer;
  searchable: boolean | undefined;
  groupsOpen: boolean;
}) {
  const count = answer.shape === 'lines' ? answer.lines.length : answer.groups.length;
  return (
    <>
      {searchable && answer.shape === 'lines' ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="detail-count">
          {messages.paOutletsShown(answer.lines.length, answer.total)}
        </Typography>
      ) : null}
      {count === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="detail-empty">
          {messages.noRows}
        </Typography>
      ) : answer.shape === 'lines' ? (
        <List dense data-testid="detail-lines">
          {answer.lines.map((line) => (
            <ListItem key={line.key} data-testid="detail-line" divider>
              <ListItemText primary={line.text} secondary={line.note} />
            </ListItem>
          ))}
        </List>
      ) : (
        <List dense disablePadding data-testid="detail-questions">
          {answer.groups.map((group, i) => (
            <QuestionItem key={group.id} group={group} number={i + 1} startsOpen={groupsOpen} />
          ))}
        </List>
      )}
    </>
  );
}

/** A question: its number, text and type; its answers under it, shown or hidden by a click. */
function QuestionItem({
  group,
  number,
  startsOpen,
}: {
  group: QuestionGroup;
  number: number;
  startsOpen: boolean;
}) {
  const [open, setOpen] = useState(startsOpen);
  const hasAnswers = group.answers.length > 0;
  return (
    <Box component="li" data-testid="detail-question" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <ListItemButton
        onClick={() => setOpen(!open)}
        disabled={!hasAnswers}
        aria-expanded={hasAnswers ? open : undefined}
        sx={{ alignItems: 'flex-start', '&.Mui-disabled': { opacity: 1 } }}
        data-testid="detail-question-toggle"
      >
        <ListItemText
          primary={`${number}. ${group.question}`}
          secondary={
            <Chip size="small" variant="outlined" label={group.type} component="span" sx={{ mt: 0.5 }} />
          }
          slotProps={{ secondary: { component: 'span' } }}
        />
        {hasAnswers ? open ? <ExpandLess sx={{ mt: 0.5 }} /> : <ExpandMore sx={{ mt: 0.5 }} /> : null}
      </ListItemButton>
      {hasAnswers ? (
        <Collapse in={open} unmountOnExit>
          <List dense disablePadding data-testid="detail-answers">
            {group.answers.map((answer, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two options of one question may read alike.
              <ListItem key={i} sx={{ pl: 5, py: 0.25 }} data-testid="detail-answer">
                <ListItemText primary={answer} />
              </ListItem>
            ))}
          </List>
        </Collapse>
      ) : null}
    </Box>
  );
}
