import { useEffect } from 'react';
import { PORTAL_NAME } from '../../common/constants';

/** The page title is the route title followed by the portal name (spec part 1 section 2). */
export function pageTitle(title: string): string {
  return `${title} | ${PORTAL_NAME}`;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
