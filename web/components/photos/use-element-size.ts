/** The laid-out size of an element, followed as it changes (the preview's view of the photo). */
import { type RefObject, useEffect, useState } from 'react';
import type { Size } from './preview-zoom';

export function useElementSize(element: RefObject<HTMLElement | null>, active: boolean): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const measure = () => setSize({ width: target.clientWidth, height: target.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, active]);
  return size;
}
