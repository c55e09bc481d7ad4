/**
 * The one page of a screen the user's menu does not open, whether the screen is built already or
 * not: the same words as the server's refusal, and a way Home.
 */
import { Block } from '@mui/icons-material';
import { messages } from '../../common/messages';
import { StatusPage } from './StatusPage';

export function NoAccessPage() {
  return (
    <StatusPage
      title={messages.noAccessTitle}
      text={messages.forbidden}
      icon={<Block />}
      testId="no-access"
    />
  );
}
