/** The route tree: Login outside the layout, every other screen inside it behind the login guard. */
import { Route, Routes } from 'react-router';
import { messages } from '../../common/messages';
import { LoginPage } from '../features/auth/LoginPage';
import { MainLayout } from '../layout/MainLayout';
import type { AppRoute } from '../lib/app-route';
import { featureRoutes } from './feature-routes';
import { GuestOnly, RequireLogin } from './guards';
import { MenuScreen } from './MenuScreen';
import { Screen } from './Screen';
import { usePageTitle } from './use-page-title';

/**
 * One key per screen. Routes that share a screen share its element, so the screen keeps its state
 * between them (a list and its edit path). Another screen gets a new element and with it a new
 * Suspense boundary, whose spinner shows at once: navigations are transitions, and a transition
 * would otherwise keep the previous screen on view, with no sign of the click, until the new
 * screen's code has loaded.
 */
const screens = [...new Set(featureRoutes.map((route) => route.screen))];
const screenKey = (route: AppRoute) => `screen-${screens.indexOf(route.screen)}`;

function LoginScreen() {
  usePageTitle(messages.login);
  return <LoginPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<LoginScreen />} />
      </Route>
      <Route element={<RequireLogin />}>
        <Route element={<MainLayout />}>
          {featureRoutes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Screen
                  key={screenKey(route)}
                  title={route.title}
                  menuPath={route.menuPath}
                  screen={route.screen}
                />
              }
            />
          ))}
          <Route path="*" element={<MenuScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}
