import { describe, expect, it } from 'vitest';
import { radarFrames, satelliteTiles, satelliteTimes } from './weather-images';

describe('weather images', () => {
  it('takes the radar frames and their host from RainViewer’s index, never guessing times', () => {
    const frames = radarFrames({
      version: '2.0',
      generated: 1768493400,
      host: 'https://tilecache.rainviewer.com',
      radar: {
        past: [
          { time: 1768492200, path: '/v2/radar/8c2e0aa1b2a3' },
          { time: 1768492800, path: '/v2/radar/9d1f00c3e4f5' },
        ],
        nowcast: [],
      },
      satellite: { infrared: [] },
    });
    expect(frames).toEqual([
      {
        time: 1768492200_000,
        tiles: 'https://tilecache.rainviewer.com/v2/radar/8c2e0aa1b2a3/256/{z}/{x}/{y}/2/1_1.png',
      },
      {
        time: 1768492800_000,
        tiles: 'https://tilecache.rainviewer.com/v2/radar/9d1f00c3e4f5/256/{z}/{x}/{y}/2/1_1.png',
      },
    ]);
    expect(() => radarFrames({ radar: 'none' })).toThrow();
  });

  it('offers satellite times every 10 minutes over 3 hours, the last 20 minutes back, rounded down', () => {
    const times = satelliteTimes(Date.parse('2026-01-15T15:27:40Z'));
    expect(times).toHaveLength(18);
    expect(new Date(times.at(-1)!).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(new Date(times[0]!).toISOString()).toBe('2026-01-15T12:10:00.000Z');
  });

  it('builds GIBS tile templates with the row before the column, per layer', () => {
    const at = Date.parse('2026-01-15T15:00:00Z');
    expect(satelliteTiles('https://gibs.earthdata.nasa.gov/wmts/epsg3857/best/', 'infrared', at)).toBe(
      'https://gibs.earthdata.nasa.gov/wmts/epsg3857/best/GOES-East_ABI_Band13_Clean_Infrared/default/2026-01-15T15:00:00Z/GoogleMapsCompatible_Level6/{z}/{y}/{x}.png',
    );
    expect(satelliteTiles('https://gibs.example', 'geocolor', at)).toBe(
      'https://gibs.example/GOES-East_ABI_GeoColor/default/2026-01-15T15:00:00Z/GoogleMapsCompatible_Level7/{z}/{y}/{x}.jpg',
    );
  });
});
