/**
 * Logout (spec part 1 section 4): end the server session, remove the stored user data and go to
 * the login page. The local logout happens even when the server call fails (the session may have
 * ended already), because the user asked to leave.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../lib/auth-calls';
import { clearLogin, isLoggedIn } from '../lib/auth-storage';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logOut({ silent: true });
    } catch {
      // Logging out locally is what matters; see the comment at the top.
    }
    clearLogin();
    // The next user of this browser must not see the cached lists of the previous one.
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

/** A logout in another tab removes the stored user; this tab follows it to the login page. */
export function useFollowLogoutOfOtherTabs(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = () => {
      if (!isLoggedIn()) navigate('/login', { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);
}
