/**
 * The six details of a campaign that its icon columns open (spec part 2 sections 2 and 3): its
 * titles, branches, sales channel groups, product groups, outlets and activity questions. Each is
 * a small config for the one ActivityDetailDialog: its heading (the column's), its icon, and how it
 * loads its lines. Outlets can be thousands: the call answers the first PA_CUSTOMERS_SHOWN that
 * match the dialog's search, with how many match.
 */

import type { SvgIconComponent } from '@mui/icons-material';
import {
  AccountTreeOutlined,
  BadgeOutlined,
  Inventory2Outlined,
  QuizOutlined,
  StorefrontOutlined,
  StoreOutlined,
} from '@mui/icons-material';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { groupQuestions, type QuestionGroup } from './pa-questions';

export const ACTIVITY_DETAIL_KINDS = ['title', 'branch', 'channel', 'product', 'outlet', 'activity'] as const;
export type ActivityDetailKind = (typeof ACTIVITY_DETAIL_KINDS)[number];

/** One line of a detail: a code or name, with a second text where it has one (an outlet's reference). */
export interface DetailLine {
  key: string;
  text: string;
  note?: string;
}

/** What a detail dialog shows: lines, or the questions grouped; `total` the lines that match. */
export type DetailAnswer =
  | { shape: 'lines'; lines: DetailLine[]; total: number }
  | { shape: 'questions'; groups: QuestionGroup[] };

export interface ActivityDetail {
  /** The column's header and the dialog's title. */
  heading: string;
  Icon: SvgIconComponent;
  /** The dialog has a search box, sent with the call (outlets). */
  searchable?: boolean;
  load(headerID: number, search: string, signal: AbortSignal): Promise<DetailAnswer>;
}

const lines = (texts: readonly string[]): DetailAnswer => ({
  shape: 'lines',
  lines: texts.map((text, i) => ({ key: `${i}:${text}`, text })),
  total: texts.length,
});

export const ACTIVITY_DETAILS: Record<ActivityDetailKind, ActivityDetail> = {
  title: {
    heading: messages.titleCodeLabel,
    Icon: BadgeOutlined,
    load: async (headerID, _, signal) =>
      lines(
        (await call(contract.pushActivity.loadTitle, { headerID }, { signal })).resultTitle.map(
          (t) => t.TITTLE_DESC,
        ),
      ),
  },
  branch: {
    heading: messages.branchLabel,
    Icon: StoreOutlined,
    load: async (headerID, _, signal) =>
      lines(
        (await call(contract.pushActivity.loadPABranch, { headerID }, { signal })).resultPABranch.map(
          (b) => b.BRANCH_CODE,
        ),
      ),
  },
  channel: {
    heading: 'Sales Channel',
    Icon: AccountTreeOutlined,
    load: async (headerID, _, signal) =>
      lines(
        (await call(contract.pushActivity.loadPAChannel, { headerID }, { signal })).resultPAChannel.map(
          (c) => c.CHANNEL_GROUP,
        ),
      ),
  },
  product: {
    heading: 'Product',
    Icon: Inventory2Outlined,
    load: async (headerID, _, signal) =>
      lines(
        (await call(contract.pushActivity.loadPAProduct, { headerID }, { signal })).resultPAProduct.map(
          (p) => p.PRODUCT_GROUP,
        ),
      ),
  },
  outlet: {
    heading: 'Outlet',
    Icon: StorefrontOutlined,
    searchable: true,
    load: async (headerID, search, signal) => {
      const answer = await call(contract.pushActivity.loadPACust, { headerID, search }, { signal });
      return {
        shape: 'lines',
        lines: answer.resultPACust.map((c, i) => ({
          key: `${i}:${c.CUSTOMER_ID_REF}`,
          text: c.CUSTOMER_NAME,
          note: c.CUSTOMER_ID_REF,
        })),
        total: answer.TOTAL,
      };
    },
  },
  activity: {
    heading: 'Activity',
    Icon: QuizOutlined,
    load: async (headerID, _, signal) => ({
      shape: 'questions',
      groups: groupQuestions(
        (await call(contract.pushActivity.loadPAQues, { headerID }, { signal })).resultPAQuest,
      ),
    }),
  },
};
