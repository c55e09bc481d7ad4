/**
 * Route guards of spec part 1 section 2: logged in means user data in local storage. The Login
 * route sends a logged-in user Home; every other route sends a logged-out user to Login, which
 * brings the user back to the page asked for.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { isLoggedIn } from '../lib/auth-storage';
import { returnStateOf } from './return-path';

export function RequireLogin() {
  // Reading the location re-renders the guard on every navigation, so the check is never stale.
  const location = useLocation();
  // The page asked for travels to the login page, which returns there after the login.
  return isLoggedIn() ? <Outlet /> : <Navigate to="/login" replace state={returnStateOf(location)} />;
}

export function GuestOnly() {
  useLocation();
  return isLoggedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
