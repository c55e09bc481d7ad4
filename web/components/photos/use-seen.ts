/**
 * Whether an element has come near the view yet (and stays so once it has): a thumbnail fetches
 * its photo only then, so a page of 100 rows or a grid of cards asks for the photos the user can
 * see, not for every one at once.
 */
import { type RefObject, useEffect, useState } from 'react';

/** How far outside the view an element counts as seen: the next rows are fetched before they show. */
const AHEAD = '200px';

export function useSeen(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    // A browser without the observer fetches at once.
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
