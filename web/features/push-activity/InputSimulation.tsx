/**
 * The campaign's reach before it is submitted: the simulation call for the chosen employee type
 * and business, in the branches chosen (else all of them) and the one channel group chosen (else
 * all), shown as three small tables of people and outlets by branch, by channel group and by
 * title, under a line naming the branches it answers for. A result stays only while the choices
 * it answered stay.
 */
import { QueryStatsOutlined } from '@mui/icons-material';
import {
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { contract } from '../../../common/contract';
import type { CallOutput } from '../../../common/contract/define';
import type { pushActivity } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { n } from '../../../common/messages/format';
import { ApiError, call } from '../../lib/api';
import { type CampaignValues, type MasterData, simulationInput } from './campaign-values';

type Reach = CallOutput<typeof pushActivity.simulation>;
type ReachRow = { key: string; PEOPLE: number; OUTLET: number };

/** A grouping's rows keyed by the column that names the group. */
const rowsOf = (rows: readonly Record<string, unknown>[], key: string): ReachRow[] =>
  rows.map((r) => ({ key: String(r[key] ?? ''), PEOPLE: Number(r.PEOPLE), OUTLET: Number(r.OUTLET) }));

function ReachTable({
  title,
  label,
  rows,
  testId,
}: {
  title: string;
  label: string;
  rows: ReachRow[];
  testId: string;
}) {
  return (
    <Box sx={{ flex: '1 1 280px', minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table
          size="small"
          sx={{ '& th': { whiteSpace: 'nowrap' }, '& tr:last-child td': { borderBottom: 0 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{messages.peopleCount}</TableCell>
              <TableCell align="right">{messages.outletCount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>{messages.noRows}</TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell>{r.key}</TableCell>
                  <TableCell align="right">{n(r.PEOPLE)}</TableCell>
                  <TableCell align="right">{n(r.OUTLET)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

export function InputSimulation({
  values,
  master,
}: {
  values: CampaignValues;
  master: MasterData | undefined;
}) {
  const input = simulationInput(values, master);
  const asked = JSON.stringify(input);
  const [result, setResult] = useState<{ asked: string; branches: string[]; reach: Reach } | null>(null);
  const [running, setRunning] = useState(false);
  const ready = values.empType !== '' && values.bisnis !== '';
  const shown = result?.asked === asked ? result : null;

  const run = async () => {
    setRunning(true);
    try {
      const reach = await call(contract.pushActivity.simulation, input);
      setResult({ asked, branches: input.branchCodes, reach });
    } catch (err) {
      // The API client has shown the failure.
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack spacing={1.5} data-testid="campaign-simulation">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={running ? <CircularProgress size={16} /> : <QueryStatsOutlined />}
          onClick={() => void run()}
          disabled={!ready || running}
          data-testid="run-simulation"
        >
          {messages.simulationLabel}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {values.bisnis === ''
            ? messages.chooseBisnisFirst
            : values.empType === ''
              ? messages.chooseEmployeeTypeFirst
              : messages.simulationHint}
        </Typography>
      </Stack>
      {shown ? (
        <>
          <Typography variant="body2" data-testid="reach-of">
            {shown.branches.length === 0
              ? messages.reachOfAllBranches
              : messages.reachOfBranches(shown.branches.join(', '))}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <ReachTable
              title={messages.reachByBranch}
              label={messages.branchLabel}
              rows={rowsOf(shown.reach.resultSimulationPAByBranch, 'BRANCH_CODE')}
              testId="reach-by-branch"
            />
            <ReachTable
              title={messages.reachByChannel}
              label={messages.channelLabel}
              rows={rowsOf(shown.reach.resultSimulationPAByChannel, 'SALES_CHANNEL_GROUP')}
              testId="reach-by-channel"
            />
            <ReachTable
              title={messages.reachByTitle}
              label={messages.titleCodeLabel}
              rows={rowsOf(shown.reach.resultSimulationPAByTittle, 'TITTLE_CODE')}
              testId="reach-by-title"
            />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
