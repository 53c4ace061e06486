import { describe, expect, it } from 'vitest';
import { configuredBasemaps, originOf } from './basemap-sources';
import { availableBasemaps, basemapStyle, PLAIN_STYLE } from './basemaps';
import { isBasemapError, keepOwnLayers } from './own-layers';

const env = (values: Partial<ImportMetaEnv>) => values as ImportMetaEnv;

describe('basemaps', () => {
  it('offers the street style and satellite tiles by default, and the plain background always', () => {
    const sources = configuredBasemaps(env({}));
    expect(availableBasemaps(sources)).toEqual(['satellite', 'street', 'plain']);
    expect(basemapStyle('street', sources)).toMatch(/^https:\/\//);
  });

  it('turns a basemap off with an empty URL', () => {
    const sources = configuredBasemaps(env({ VITE_MAP_STYLE_URL: '', VITE_SATELLITE_TILES_URL: '' }));
    expect(availableBasemaps(sources)).toEqual(['plain']);
    expect(basemapStyle('satellite', sources)).toBe(PLAIN_STYLE);
  });

  it('wraps a tile template in a raster style over the plain background', () => {
    const sources = configuredBasemaps(
      env({
        VITE_SATELLITE_TILES_URL: 'http://tiles.local/{z}/{x}/{y}.jpg',
        VITE_SATELLITE_ATTRIBUTION: 'INTA',
      }),
    );
    const style = basemapStyle('satellite', sources);
    expect(style).toMatchObject({
      sources: {
        basemap: { type: 'raster', tiles: ['http://tiles.local/{z}/{x}/{y}.jpg'], attribution: 'INTA' },
      },
      layers: [{ id: 'background' }, { id: 'basemap' }],
    });
  });
});

describe('the app’s own layers across a basemap change', () => {
  it('are carried over on top of the new style, with their sources', () => {
    const previous = {
      ...PLAIN_STYLE,
      sources: {
        'tropero-plots': {
          type: 'geojson' as const,
          data: { type: 'FeatureCollection' as const, features: [] },
        },
      },
      layers: [
        ...PLAIN_STYLE.layers,
        { id: 'tropero-plots-fill', type: 'fill' as const, source: 'tropero-plots' },
      ],
    };
    const next = basemapStyle('satellite', configuredBasemaps(env({})));
    if (typeof next === 'string') throw new Error('expected a style object');

    const kept = keepOwnLayers(previous, next);
    expect(kept.layers.map((layer) => layer.id)).toEqual(['background', 'basemap', 'tropero-plots-fill']);
    expect(Object.keys(kept.sources)).toEqual(['basemap', 'tropero-plots']);
  });

  it('tells basemap failures from failures of the app’s own sources', () => {
    expect(isBasemapError({ sourceId: 'basemap' })).toBe(true);
    expect(isBasemapError({})).toBe(true);
    expect(isBasemapError({ sourceId: 'tropero-r1' })).toBe(false);
  });

  it('names the origins the configured basemaps come from, for the server’s content security policy', () => {
    const sources = configuredBasemaps(env({}));
    expect([sources.street, sources.satellite].map(originOf)).toEqual([
      'https://tiles.openfreemap.org',
      'https://server.arcgisonline.com',
    ]);
    expect(originOf('http://tiles.local:8080/{z}/{x}/{y}.jpg')).toBe('http://tiles.local:8080');
    expect(originOf('/styles/own.json')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
  });
});
