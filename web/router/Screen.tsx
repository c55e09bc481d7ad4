/**
 * One registered screen: sets its page title and opens only when the user's menu holds a screen
 * of its module, the same rule the server applies to the module's calls.
 */
import { Block } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { messages } from '../../common/messages';
import { storedMenu } from '../lib/auth-storage';
import { menuOpensPath } from './menu-screens';
import { StatusPage } from './StatusPage';
import { usePageTitle } from './use-page-title';

interface ScreenProps {
  title: string;
  path: string;
  children: ReactNode;
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

export function Screen({ title, path, children }: ScreenProps) {
  if (!menuOpensPath(storedMenu(), path)) {
    return <StatusPage title={title} text={messages.forbidden} icon={<Block />} testId="no-access" />;
  }
  return <Titled title={title}>{children}</Titled>;
}
