/**
 * The catch-all route inside the layout. A path named by the user's menu whose screen no feature
 * registers yet belongs to a later release and gets a page saying so, titled like its menu entry;
 * any other path is not found. Nothing here is written per screen: it all comes from the menu.
 */
import { SearchOff, Update } from '@mui/icons-material';
import { useLocation } from 'react-router';
import { messages } from '../../common/messages';
import { storedMenu } from '../lib/auth-storage';
import { menuItemForPath } from './menu-screens';
import { StatusPage } from './StatusPage';

export function MenuScreen() {
  const { pathname } = useLocation();
  const item = menuItemForPath(storedMenu(), pathname);
  if (item) {
    return (
      <StatusPage
        key={pathname}
        title={item.MENU_LIST_DESC}
        text={messages.screenUnavailable}
        icon={<Update />}
        testId="screen-unavailable"
      />
    );
  }
  return (
    <StatusPage
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      icon={<SearchOff />}
      testId="not-found"
    />
  );
}
