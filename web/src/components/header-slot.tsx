import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const HeaderSlotContext = createContext<{
  slot: HTMLElement | null;
  setSlot: (element: HTMLElement | null) => void;
} | null>(null);

/** Lets a page put its own tools in the top bar (the dashboard's search and time ranges). */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <HeaderSlotContext.Provider value={{ slot, setSlot }}>{children}</HeaderSlotContext.Provider>;
}

function useHeaderSlotContext() {
  const context = useContext(HeaderSlotContext);
  if (!context) throw new Error('the header slot must be used inside its provider (HeaderSlotProvider)');
  return context;
}

/** Where the top bar shows a page's tools. */
export function HeaderSlot({ className }: { className?: string }) {
  const { setSlot } = useHeaderSlotContext();
  return <div ref={setSlot} className={className} />;
}

/** Renders its children in the top bar's slot. */
export function HeaderPortal({ children }: { children: ReactNode }) {
  const { slot } = useHeaderSlotContext();
  return slot ? createPortal(children, slot) : null;
}
