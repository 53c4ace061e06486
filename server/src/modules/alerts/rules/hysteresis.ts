import type { AcceptedReading } from '../../telemetry/telemetry.service';
import type { Figure } from '../alert-ops';
import type { Judged } from './rule';

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

/**
 * A k-in-a-row rule over an animal's fixes (outside the fence, away from its roundup): `meets[i]`
 * whether fix i meets the condition, `figure(i)` its figure. Repeats in a row are one operation; the
 * counter is kept for the next batch.
 */
export function judgeStreak(
  subject: Judged,
  fixes: readonly AcceptedReading[],
  rule: { k: number; meets: readonly boolean[]; figure: (i: number) => Figure },
): void {
  let streak: Streak = { open: subject.wasOpen, counter: subject.state()?.counter ?? 0 };
  let repeats = 0;
  let lastRepeat = -1;
  const flushRepeats = () => {
    if (repeats > 0) subject.repeat(rule.figure(lastRepeat), repeats);
    repeats = 0;
  };
  for (let i = 0; i < fixes.length; i++) {
    const next = stepStreak(streak, rule.meets[i]!, rule.k);
    streak = next.streak;
    const { step } = next;
    if (step.action === null) continue;
    if (step.action === 'repeat') {
      repeats += 1;
      lastRepeat = i;
      continue;
    }
    flushRepeats();
    if (step.action === 'resolve') subject.resolve(fixes[i]!.ts);
    else subject.raise(rule.figure(i), step.count);
  }
  flushRepeats();
  subject.setState({ counter: streak.counter });
}
