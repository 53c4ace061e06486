import { createStore } from '../lib/create-store';

/** The confirmations of spec §8, each with its own texts (locale keys `confirm.<kind>.*`). */
export type ConfirmKind = 'update' | 'delete' | 'leave' | 'deleteResource';

export interface ConfirmRequest {
  kind: ConfirmKind;
  /** What goes with a deletion (docs/ui.md: nothing is deleted without saying so). */
  details?: string;
  resolve: (confirmed: boolean) => void;
}

/** The confirmation waiting for an answer; the confirm host shows it. */
export const confirmStore = createStore<ConfirmRequest | null>(null);

/** Asks for a confirmation with the spec's texts; resolves true when the user confirms. */
export function confirmAction(kind: ConfirmKind, details?: string): Promise<boolean> {
  confirmStore.get()?.resolve(false);
  return new Promise((resolve) => confirmStore.set({ kind, details, resolve }));
}

export function answerConfirmation(confirmed: boolean): void {
  const request = confirmStore.get();
  if (!request) return;
  confirmStore.set(null);
  request.resolve(confirmed);
}
