/**
 * The catch-all route inside the layout. A path named by the user's menu whose screen no feature
 * registers yet belongs to a later release and gets a page saying so, titled like its menu entry;
 * a screen of the product the menu does not open gets the no-access page; any other path is not
 * found. Nothing here is written per screen: it comes from the menu and the route table.
 */
import { SearchOff, Update } from '@mui/icons-material';
import { useLocation } from 'react-router';
import { messages } from '../../common/messages';
import { storedMenu } from '../lib/auth-storage';
import { unregisteredPathKind } from './menu-screens';
import { NoAccessPage } from './NoAccessPage';
import { StatusPage } from './StatusPage';

export function MenuScreen() {
  const { pathname } = useLocation();
  const found = unregisteredPathKind(storedMenu(), pathname);
  if (found.kind === 'unavailable') {
    return (
      <StatusPage
        key={pathname}
        title={found.item.MENU_LIST_DESC}
        text={messages.screenUnavailable}
        icon={<Update />}
        testId="screen-unavailable"
      />
    );
  }
  if (found.kind === 'no-access') return <NoAccessPage />;
  return (
    <StatusPage
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      icon={<SearchOff />}
      testId="not-found"
    />
  );
}
