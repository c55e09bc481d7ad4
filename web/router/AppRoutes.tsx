/** The route tree: Login outside the layout, every other screen inside it behind the login guard. */
import { Route, Routes } from 'react-router';
import { messages } from '../../common/messages';
import { LoginPage } from '../features/auth/LoginPage';
import { MainLayout } from '../layout/MainLayout';
import { featureRoutes } from './feature-routes';
import { GuestOnly, RequireLogin } from './guards';
import { MenuScreen } from './MenuScreen';
import { Screen } from './Screen';
import { usePageTitle } from './use-page-title';

function LoginScreen() {
  usePageTitle(messages.loginTitle);
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
              element={<Screen title={route.title} path={route.path} screen={route.screen} />}
            />
          ))}
          <Route path="*" element={<MenuScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}
