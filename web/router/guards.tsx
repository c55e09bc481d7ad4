/**
 * Route guards of spec part 1 section 2: logged in means user data in local storage. The Login
 * route sends a logged-in user Home; every other route sends a logged-out user to Login.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { isLoggedIn } from '../lib/auth-storage';

export function RequireLogin() {
  // Reading the location re-renders the guard on every navigation, so the check is never stale.
  useLocation();
  return isLoggedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

export function GuestOnly() {
  useLocation();
  return isLoggedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
