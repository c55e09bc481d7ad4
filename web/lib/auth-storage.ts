/**
 * The logged-in user, kept in local storage as the spec says: a user counts as logged in when the
 * user data exists there. The session itself is an HttpOnly cookie the page cannot read.
 */
import type { MenuItem, SessionUser } from '../../common/contract/auth';
import { clearScreenStates } from './screen-state';

const USER_KEY = 'USER';
const MENU_KEY = 'MENU';
const TOKEN_KEY = 'TOKEN';

/** The keys of what a login stores (the browser tests log in by the call and store the same). */
export const LOGIN_KEYS = { user: USER_KEY, menu: MENU_KEY, token: TOKEN_KEY } as const;

export interface StoredLogin {
  user: SessionUser;
  menu: MenuItem[];
}

export function saveLogin(data: { USER: SessionUser; MENU: MenuItem[]; TOKEN: string }): void {
  localStorage.setItem(USER_KEY, JSON.stringify(data.USER));
  localStorage.setItem(MENU_KEY, JSON.stringify(data.MENU));
  // Stored as the spec says; calls authenticate with the HttpOnly cookie, not with this value.
  localStorage.setItem(TOKEN_KEY, data.TOKEN);
}

export function clearLogin(): void {
  clearScreenStates();
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(MENU_KEY);
  localStorage.removeItem(TOKEN_KEY);
}

function read<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const storedUser = () => read<SessionUser>(USER_KEY);
export const storedMenu = () => read<MenuItem[]>(MENU_KEY) ?? [];
export const isLoggedIn = () => storedUser() !== null;
