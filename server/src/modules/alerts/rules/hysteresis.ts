/**
 * k-in-a-row hysteresis (issue: "GPS jitter never makes a storm"): a subject's condition must hold
 * for `k` consecutive observations to raise, and fail for `k` consecutive ones to resolve. While the
 * alert is open, each observation that still meets the condition is a repeat.
 */
export interface Streak {
  /** Whether an alert is open for the subject. */
  open: boolean;
  /** Consecutive observations against the current state (outside while closed, inside while open). */
  counter: number;
}

export type StreakStep =
  { action: 'raise'; count: number } | { action: 'repeat' } | { action: 'resolve' } | { action: null };

/** One observation: `meets` whether the condition holds now. Answers the next streak and what to do. */
export function stepStreak(streak: Streak, meets: boolean, k: number): { streak: Streak; step: StreakStep } {
  if (!streak.open) {
    if (!meets) return { streak: { open: false, counter: 0 }, step: { action: null } };
    const counter = streak.counter + 1;
    if (counter >= k)
      return { streak: { open: true, counter: 0 }, step: { action: 'raise', count: counter } };
    return { streak: { open: false, counter }, step: { action: null } };
  }
  if (meets) return { streak: { open: true, counter: 0 }, step: { action: 'repeat' } };
  const counter = streak.counter + 1;
  if (counter >= k) return { streak: { open: false, counter: 0 }, step: { action: 'resolve' } };
  return { streak: { open: true, counter }, step: { action: null } };
}
