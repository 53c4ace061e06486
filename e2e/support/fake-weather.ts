import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeOpenMeteo } from '../../server/test/fake-open-meteo';
import { serveWeatherImage } from './fake-weather-images';

export interface FakeWeather {
  /** The server's weather configuration pointing at the fakes. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * The weather services a server and its browser reach, played on local ports: Open-Meteo (the
 * server's provider) and the radar and satellite images (fetched by the browser). No test reaches
 * the internet.
 */
export async function startFakeWeather(): Promise<FakeWeather> {
  const openMeteo = await FakeOpenMeteo.start();
  const images = createServer();
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  images.on('request', (request, response) => {
    if (!serveWeatherImage(request, response, origin)) response.writeHead(404).end();
  });
  return {
    env: {
      WEATHER_PROVIDER: 'open-meteo',
      WEATHER_API_URL: openMeteo.url,
      WEATHER_ARCHIVE_URL: openMeteo.url,
      WEATHER_RADAR_URL: `${origin}/public/weather-maps.json`,
      WEATHER_RADAR_TILES_URL: origin,
      WEATHER_SATELLITE_URL: `${origin}/wmts/epsg3857/best`,
    },
    stop: async () => {
      await openMeteo.stop();
      images.closeAllConnections();
      await new Promise((resolve) => images.close(resolve));
    },
  };
}
