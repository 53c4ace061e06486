import { Readable } from 'node:stream';
import type { LocationRow } from './telemetry-export.repository';

/** Reported locations as a GeoJSON FeatureCollection of points, written as the rows are read. */
export function geojsonStream(chunks: AsyncIterable<LocationRow[]>): Readable {
  return Readable.from(
    (async function* () {
      yield '{"type":"FeatureCollection","features":[';
      let first = true;
      for await (const chunk of chunks) {
        const features = chunk.map((row) =>
          JSON.stringify({
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
            properties: {
              caravana: row.caravana,
              ts: new Date(Number(row.ts)).toISOString(),
              battery: row.battery,
              accuracy: row.accuracy,
            },
          }),
        );
        if (features.length === 0) continue;
        yield `${first ? '' : ','}${features.join(',')}`;
        first = false;
      }
      yield ']}';
    })(),
  );
}
