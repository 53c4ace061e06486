import { describe, expect, it } from 'vitest';
import { isInsideFence } from '@tropero/shared/geo';
import { insidePreparedFence, prepareFence } from './rules/fence';
import { stepStreak, type Streak } from './rules/hysteresis';
import { isInactive } from './rules/inactivity';
import { batteryStep } from './rules/low-battery';
import { nightAt } from './rules/night-movement';
import { ruminationDropMinutes } from './rules/rumination-drop';

const HOUR = 3_600_000;

function run(observations: boolean[], k: number, start: Streak = { open: false, counter: 0 }) {
  let streak = start;
  return observations.map((meets) => {
    const next = stepStreak(streak, meets, k);
    streak = next.streak;
    return next.step.action;
  });
}

describe('alert rules', () => {
  it('k in a row raise, k in a row resolve; jitter on either side changes nothing', () => {
    expect(run([true, true, false, true, true, true], 3)).toEqual([null, null, null, null, null, 'raise']);
    expect(run([true, false, true, false, false, false], 3, { open: true, counter: 0 })).toEqual([
      'repeat',
      null,
      'repeat',
      null,
      null,
      'resolve',
    ]);
    expect(stepStreak({ open: false, counter: 2 }, true, 3).step).toEqual({ action: 'raise', count: 3 });
  });

  it('low battery raises below the threshold and resolves only above it plus the margin', () => {
    expect(batteryStep(19, 20, false)).toBe('raise');
    expect(batteryStep(19, 20, true)).toBe('raise');
    expect(batteryStep(24, 20, true)).toBeNull();
    expect(batteryStep(25, 20, true)).toBeNull();
    expect(batteryStep(26, 20, true)).toBe('resolve');
    expect(batteryStep(60, 20, false)).toBeNull();
  });

  it('the night window crosses midnight in local time (UTC−3)', () => {
    // 23:00 local on 2026-11-20 is 02:00 UTC on the 21st.
    const at23 = Date.parse('2026-11-21T02:00:00Z');
    expect(nightAt(at23, 22, 5, -180)).toEqual({
      start: Date.parse('2026-11-21T01:00:00Z'),
      end: Date.parse('2026-11-21T08:00:00Z'),
    });
    // 03:00 local of the 21st is in the same night.
    expect(nightAt(Date.parse('2026-11-21T06:00:00Z'), 22, 5, -180)?.start).toBe(
      Date.parse('2026-11-21T01:00:00Z'),
    );
    // Noon local is day.
    expect(nightAt(Date.parse('2026-11-21T15:00:00Z'), 22, 5, -180)).toBeNull();
    expect(nightAt(Date.parse('2026-11-21T04:30:00Z'), 1, 4, -180)?.end).toBe(
      Date.parse('2026-11-21T07:00:00Z'),
    );
    expect(nightAt(at23, 5, 5, -180)).toBeNull();
  });

  it('rumination drop is measured against the animal’s own days before, with enough of them', () => {
    const day = (ruminatingMin: number, readings = 10) => ({
      day: 'x',
      ruminatingS: ruminatingMin * 60,
      readings,
    });
    const week = [500, 510, 490, 500, 505, 495, 500].map((m) => day(m));
    expect(ruminationDropMinutes(day(460), week)).toBeCloseTo(40, 0);
    expect(ruminationDropMinutes(day(460), week.slice(0, 2))).toBeNull();
    expect(ruminationDropMinutes(day(460, 0), week)).toBeNull();
    expect(ruminationDropMinutes(undefined, week)).toBeNull();
  });

  it('inactivity needs readings over most of the window, no activity and fixes within jitter', () => {
    const still = { spreadMeters: 10, activeSeconds: 0, firstTs: 0, lastTs: 5 * HOUR };
    expect(isInactive(still, 6)).toBe(true);
    expect(isInactive({ ...still, lastTs: 3 * HOUR }, 6)).toBe(false);
    expect(isInactive({ ...still, activeSeconds: 60 }, 6)).toBe(false);
    expect(isInactive({ ...still, spreadMeters: 200 }, 6)).toBe(false);
    expect(isInactive({ ...still, spreadMeters: null }, 6)).toBe(false);
  });
});

describe('prepared fences', () => {
  it('answer as isInsideFence does, inside, near and far outside, across a hole', () => {
    const geometry = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [-66.86, -29.41],
          [-66.85, -29.41],
          [-66.85, -29.4],
          [-66.86, -29.4],
          [-66.86, -29.41],
        ],
        [
          [-66.857, -29.407],
          [-66.853, -29.407],
          [-66.853, -29.403],
          [-66.857, -29.403],
          [-66.857, -29.407],
        ],
      ],
    };
    const fence = prepareFence(geometry, 10);
    for (let i = 0; i < 400; i++) {
      const lng = -66.862 + (i % 20) * 0.0007;
      const lat = -29.412 + Math.floor(i / 20) * 0.0007;
      expect(insidePreparedFence(fence, lng, lat), `${lng},${lat}`).toBe(
        isInsideFence([lng, lat], geometry, 10),
      );
    }
  });
});
