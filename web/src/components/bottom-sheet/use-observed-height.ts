import { useEffect, type RefObject } from 'react';

/**
 * Calls `onHeight` with the element's height (px) now and each time it changes (a drag, a snap, new
 * content). Pass a stable function: a new one observes afresh.
 */
export function useObservedHeight(
  element: RefObject<HTMLElement | null>,
  onHeight?: (height: number) => void,
) {
  useEffect(() => {
    const node = element.current;
    if (!node || !onHeight) return;
    const report = () => onHeight(node.offsetHeight);
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, onHeight]);
}
