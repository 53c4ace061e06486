import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { keepFramed, letGo, reframe } from './keep-framed';

/** Just the map's events: what keepFramed listens to. */
function fakeMap() {
  const listeners = new Map<string, Set<(event: object) => void>>();
  const map = {
    on: (type: string, listener: (event: object) => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    off: (type: string, listener: (event: object) => void) => listeners.get(type)?.delete(listener),
    fire: (type: string, event: object = {}) => listeners.get(type)?.forEach((listener) => listener(event)),
  };
  return map as typeof map & MapLibreMap;
}

describe('a framing kept on the map', () => {
  it('frames now and again when the map changes size (a panel opening late)', () => {
    const map = fakeMap();
    const frame = vi.fn();
    keepFramed(map, frame);
    expect(frame).toHaveBeenCalledTimes(1);
    map.fire('resize');
    map.fire('resize');
    expect(frame).toHaveBeenCalledTimes(3);
  });

  it('ends when the user moves the map, not when the page does', () => {
    const map = fakeMap();
    const frame = vi.fn();
    keepFramed(map, frame);
    map.fire('movestart');
    map.fire('resize');
    expect(frame).toHaveBeenCalledTimes(2);
    map.fire('movestart', { originalEvent: new Event('pointerdown') });
    map.fire('resize');
    expect(frame).toHaveBeenCalledTimes(2);
  });

  it('gives way to a newer framing, or to a choice of the user (a cluster opened)', () => {
    const map = fakeMap();
    const older = vi.fn();
    const newer = vi.fn();
    keepFramed(map, older);
    keepFramed(map, newer);
    map.fire('resize');
    expect(older).toHaveBeenCalledTimes(1);
    expect(newer).toHaveBeenCalledTimes(2);
    letGo(map);
    map.fire('resize');
    expect(newer).toHaveBeenCalledTimes(2);
  });
});

describe('framing again', () => {
  it('runs the kept framing when the part of the map in view changes, and nothing once the user moved', () => {
    const map = fakeMap();
    const frame = vi.fn();
    keepFramed(map, frame);
    reframe(map);
    expect(frame).toHaveBeenCalledTimes(2);
    map.fire('movestart', { originalEvent: new Event('wheel') });
    reframe(map);
    expect(frame).toHaveBeenCalledTimes(2);
  });
});
