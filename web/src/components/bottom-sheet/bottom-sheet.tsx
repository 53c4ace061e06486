import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservedHeight } from './use-observed-height';
import classes from './bottom-sheet.module.css';

/** Where a sheet rests: its header only, half the room (the map stays in view above it), or nearly all. */
export const SHEET_SNAPS = ['peek', 'half', 'full'] as const;
export type SheetSnap = (typeof SHEET_SNAPS)[number];

/** How far (px) a drag must go to move the sheet to the next position; a shorter one is a tap. */
export const DRAG_STEP = 40;

const step = (snap: SheetSnap, by: number): SheetSnap =>
  SHEET_SNAPS[Math.min(SHEET_SNAPS.length - 1, Math.max(0, SHEET_SNAPS.indexOf(snap) + by))]!;

interface BottomSheetProps {
  snap: SheetSnap;
  onSnapChange: (snap: SheetSnap) => void;
  /** Names the sheet for assistive technology (e.g. the panel's title). */
  label: string;
  /** Always shown, even at peek: tabs or the panel's title and close button. */
  header: ReactNode;
  children: ReactNode;
  /** Told the sheet's visible height (px) as it moves, e.g. so that the map frames above it. */
  onHeightChange?: (height: number) => void;
}

/**
 * A sheet over the bottom of its positioned container (docs/ui.md: the phone's panels). It never resizes
 * what is under it; the handle is dragged (pointer or touch) or moved with the keyboard: arrows up and
 * down, Home and End, Enter to open from peek or to fold back.
 */
export function BottomSheet({
  snap,
  onSnapChange,
  label,
  header,
  children,
  onHeightChange,
}: BottomSheetProps) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLElement>(null);
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  useObservedHeight(sheet, onHeightChange);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    drag.current = { startY: event.clientY, startHeight: sheet.current?.offsetHeight ?? 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    setDragHeight(Math.max(0, drag.current.startHeight + drag.current.startY - event.clientY));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const moved = drag.current.startY - event.clientY;
    drag.current = null;
    setDragHeight(null);
    if (Math.abs(moved) >= DRAG_STEP) onSnapChange(step(snap, moved > 0 ? 1 : -1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next: Partial<Record<string, SheetSnap>> = {
      ArrowUp: step(snap, 1),
      ArrowRight: step(snap, 1),
      ArrowDown: step(snap, -1),
      ArrowLeft: step(snap, -1),
      Home: 'peek',
      End: 'full',
      Enter: snap === 'peek' ? 'half' : 'peek',
      ' ': snap === 'peek' ? 'half' : 'peek',
    };
    const target = next[event.key];
    if (!target) return;
    event.preventDefault();
    if (target !== snap) onSnapChange(target);
  };

  return (
    <section
      ref={sheet}
      className={classes.sheet}
      data-snap={snap}
      data-dragging={dragHeight !== null || undefined}
      style={dragHeight !== null ? { height: dragHeight } : undefined}
      aria-label={label}
    >
      <div
        className={classes.handle}
        role="slider"
        tabIndex={0}
        aria-label={t('sheet.handle', { panel: label })}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={SHEET_SNAPS.length - 1}
        aria-valuenow={SHEET_SNAPS.indexOf(snap)}
        aria-valuetext={t(`sheet.snaps.${snap}`)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <span className={classes.grip} />
      </div>
      <div className={classes.header}>{header}</div>
      {snap !== 'peek' && <div className={classes.body}>{children}</div>}
    </section>
  );
}
