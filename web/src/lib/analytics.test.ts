import { describe, expect, it } from 'vitest';
import { isTrackingEnabled } from './analytics';
import { storageKeys, writeJson } from './storage';

const configured = { url: 'https://analytics.example/collect', hosts: 'app.tropero.ar, tropero.ar' };

describe('analytics adapter (spec §1, §9)', () => {
  it('does nothing unless configured', () => {
    expect(isTrackingEnabled({}, 'app.tropero.ar')).toBe(false);
  });

  it('runs only on the configured hosts', () => {
    expect(isTrackingEnabled(configured, 'tropero.ar')).toBe(true);
    expect(isTrackingEnabled(configured, 'localhost')).toBe(false);
  });

  it('never runs when disabledTracking is set', () => {
    writeJson(storageKeys.disabledTracking, true);
    expect(isTrackingEnabled(configured, 'tropero.ar')).toBe(false);
  });
});
