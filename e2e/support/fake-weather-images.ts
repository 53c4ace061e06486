import type { IncomingMessage, ServerResponse } from 'node:http';
import { png } from './png';

/*
 * The weather-image services as the browser meets them (docs/providers.md §2), played locally: RainViewer's
 * index and radar tiles, and NASA GIBS's WMTS tiles. Tiles are drawn patterns, distinct per service,
 * so a screenshot shows which layer is on the map.
 */

const FRAME_MS = 10 * 60_000;
const TILE = 256;

/** RainViewer's weather-maps.json: 13 past frames, ten minutes apart, ending at the last whole ten minutes. */
export function radarIndex(origin: string, now = Date.now()): object {
  const last = Math.floor(now / FRAME_MS) * FRAME_MS;
  const past = Array.from({ length: 13 }, (_, i) => {
    const time = (last - (12 - i) * FRAME_MS) / 1000;
    return { time, path: `/v2/radar/${time}` };
  });
  return {
    version: '2.0',
    generated: Math.floor(now / 1000),
    host: origin,
    radar: { past, nowcast: [] },
    satellite: { infrared: [] },
  };
}

/**
 * Rain everywhere, in bands of light and heavy rain shifted by the frame so the animation moves
 * (a paddock seen at zoom 14 shows a few pixels of a zoom-7 tile).
 */
function radarTile(shift: number): Buffer {
  return png(TILE, TILE, (x, y) =>
    (x + y + shift * 4) % 16 < 8 ? [250, 220, 40, 190] : [40, 120, 230, 170],
  );
}

/** Cloud tops: grey shades like an infrared or true-colour image. */
function satelliteTile(colour: boolean): Buffer {
  return png(TILE, TILE, (x, y) => {
    const cloud = Math.max(0, Math.sin(x / 17) + Math.cos(y / 13));
    const grey = Math.min(255, 60 + Math.round(cloud * 90));
    return colour ? [grey, Math.min(255, grey + 25), Math.min(255, grey + 60), 255] : [grey, grey, grey, 255];
  });
}

const radarTiles = new Map<number, Buffer>();
const satelliteTiles = { infrared: satelliteTile(false), colour: satelliteTile(true) };

/** Answers the request when it is one of the image services' paths; false otherwise. */
export function serveWeatherImage(
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): boolean {
  const path = new URL(request.url ?? '/', origin).pathname;
  if (path === '/public/weather-maps.json') {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(radarIndex(origin)));
    return true;
  }
  const radar = /^\/v2\/radar\/(\d+)\/256\/\d+\/\d+\/\d+\/\d+\/\d_\d\.png$/.exec(path);
  const gibs =
    /^\/wmts\/epsg3857\/best\/([\w-]+)\/default\/[\dTZ:-]+\/GoogleMapsCompatible_Level\d\/\d+\/\d+\/\d+\.(png|jpg)$/.exec(
      path,
    );
  if (!radar && !gibs) return false;
  let tile: Buffer;
  if (radar) {
    const shift = (Number(radar[1]) / 600) % 13;
    tile = radarTiles.get(shift) ?? radarTile(shift * 12);
    radarTiles.set(shift, tile);
  } else {
    tile = gibs![1]!.includes('GeoColor') ? satelliteTiles.colour : satelliteTiles.infrared;
  }
  response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
  response.end(tile);
  return true;
}
