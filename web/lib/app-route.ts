import type { ReactNode } from 'react';

/** A screen of the router: its path (react-router syntax), its title (page title = title + ' | Armada'). */
export interface AppRoute {
  path: string;
  title: string;
  element: ReactNode;
}
