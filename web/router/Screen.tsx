/**
 * One registered screen: sets its page title and opens only when the user's menu holds a screen
 * of its module, the same rule the server applies to the module's calls. The screen's module loads
 * on its first opening (never for a user the menu keeps out), with a spinner meanwhile.
 */
import { Block } from '@mui/icons-material';
import { type ReactNode, Suspense } from 'react';
import { messages } from '../../common/messages';
import type { LazyScreen } from '../lib/app-route';
import { storedMenu } from '../lib/auth-storage';
import { menuOpensPath } from './menu-screens';
import { ScreenBoundary } from './ScreenBoundary';
import { ScreenLoading } from './ScreenLoading';
import { StatusPage } from './StatusPage';
import { usePageTitle } from './use-page-title';

interface ScreenProps {
  title: string;
  path: string;
  screen: LazyScreen;
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

export function Screen({ title, path, screen: Loaded }: ScreenProps) {
  if (!menuOpensPath(storedMenu(), path)) {
    return <StatusPage title={title} text={messages.forbidden} icon={<Block />} testId="no-access" />;
  }
  return (
    <Titled title={title}>
      <ScreenBoundary title={title}>
        <Suspense fallback={<ScreenLoading />}>
          <Loaded />
        </Suspense>
      </ScreenBoundary>
    </Titled>
  );
}
