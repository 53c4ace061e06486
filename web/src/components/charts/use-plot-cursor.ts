import { useState, type KeyboardEvent, type PointerEvent } from 'react';

const STEPS: Record<string, (current: number, last: number) => number> = {
  ArrowLeft: (current) => current - 1,
  ArrowDown: (current) => current - 1,
  ArrowRight: (current) => current + 1,
  ArrowUp: (current) => current + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The item a chart's plot points at (a reading, a bar): picked by the pointer, or stepped through with
 * the arrow keys from `resting` (what the chart tells when nothing is picked). `indexAt` maps a place
 * across the plot, 0 to 1, to an item.
 */
export function usePlotCursor(count: number, indexAt: (fraction: number) => number, resting: number) {
  const [active, setActive] = useState<number | null>(null);
  const last = count - 1;
  const clamp = (index: number) => Math.max(0, Math.min(last, index));
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    setActive(clamp(indexAt((event.clientX - box.left) / box.width)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setActive(clamp(step(active ?? resting, last)));
  };
  return {
    active,
    setActive,
    handlers: {
      onPointerMove,
      onPointerDown: onPointerMove,
      onPointerLeave: () => setActive(null),
      onKeyDown,
      onBlur: () => setActive(null),
    },
  };
}
