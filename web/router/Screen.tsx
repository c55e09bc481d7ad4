/**
 * One registered screen: sets its page title and opens only when the user's menu holds the entry
 * of the screen. The screen's module loads on its first opening (never for a user the menu keeps
 * out, who gets the no-access page and no call at all), with a spinner meanwhile.
 */
import { type ReactNode, Suspense } from 'react';
import type { LazyScreen } from '../lib/app-route';
import { storedMenu } from '../lib/auth-storage';
import { menuOpensScreen } from './menu-screens';
import { NoAccessPage } from './NoAccessPage';
import { ScreenBoundary } from './ScreenBoundary';
import { ScreenLoading } from './ScreenLoading';
import { usePageTitle } from './use-page-title';

interface ScreenProps {
  title: string;
  menuPath: string | null;
  screen: LazyScreen;
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

export function Screen({ title, menuPath, screen: Loaded }: ScreenProps) {
  if (!menuOpensScreen(storedMenu(), menuPath)) return <NoAccessPage />;
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
