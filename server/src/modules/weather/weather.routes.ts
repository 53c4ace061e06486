import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@tropero/shared/contracts/params';
import {
  airTemperatureSchema,
  currentWeatherSchema,
  forecastSchema,
  instantWeatherSchema,
  ithHistorySchema,
  storedWeatherQuery,
  weatherHistoryQuery,
  weatherRequestBody,
  weatherServiceSchema,
} from '@tropero/shared/contracts/weather';
import type { RangeQuery } from '@tropero/shared/contracts/range';
import { scopeOf } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import { rangeReadRoute } from '../range/range-read-route';
import type { Range } from '../range/request-range';
import type { WeatherService } from './weather.service';

const tags = ['weather'];

/** Days asked as dates (yyyy-mm-dd) are the settlement's own days. */
const asked = (range: Range, query: RangeQuery) => ({ range, byDate: query.fromDate?.length === 10 });

/** The product API's weather (spec §7 `/cabure/*`, `/weather`). */
export function weatherRoutes(weather: WeatherService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/cabure/login',
      {
        schema: {
          tags,
          description:
            'Login step 5: where this deployment’s weather comes from, its credit and the weather images.',
          response: { 200: weatherServiceSchema },
        },
      },
      async () => weather.service(),
    );

    app.post(
      '/cabure/forecast/:id',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'Today and the next 6 days of the settlement, with hours and heat stress; {success: false, list: []} when no forecast is at hand.',
          params: idParams,
          body: weatherRequestBody,
          response: { 200: forecastSchema },
        },
      },
      async (request) =>
        weather.forecast(scopeOf(request), callerOf(request), request.params.id, request.body),
    );

    app.post(
      '/cabure/instantweather',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'Conditions now at the caller’s settlement nearest the point; {success: false} when the provider fails (then ask GET /weather).',
          body: weatherRequestBody,
          response: { 200: instantWeatherSchema },
        },
      },
      async (request) => weather.instant(scopeOf(request), callerOf(request), request.body),
    );

    app.get(
      '/weather',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'The last stored hour at the caller’s settlement nearest the point, with its age in minutes.',
          querystring: storedWeatherQuery,
          response: { 200: currentWeatherSchema },
        },
      },
      async (request) => weather.stored(scopeOf(request), request.query.lat, request.query.long),
    );
  };
}

/** The data API's weather history of a settlement. */
export function weatherHistoryRoutes(weather: WeatherService): FastifyPluginAsyncZod {
  return async (app) => {
    rangeReadRoute(app, '/settlements/:id/ith', {
      tags,
      description:
        'Daily heat stress (ITH) over the range, the year’s backfill progress, and hours with hourly=true.',
      config: { auth: 'data' },
      querystring: weatherHistoryQuery,
      response: ithHistorySchema,
      // A year of days: checking each against the schema took a sixth of the answer's time.
      unchecked: true,
      read: (scope, id, range, query) => weather.ithHistory(scope, id, asked(range, query), query.hourly),
    });

    rangeReadRoute(app, '/settlements/:id/temperature', {
      tags,
      description: 'Air temperature per day (minimum, maximum, mean) and, with hourly=true, per hour.',
      config: { auth: 'data' },
      querystring: weatherHistoryQuery,
      response: airTemperatureSchema,
      read: (scope, id, range, query) => weather.airTemperature(scope, id, asked(range, query), query.hourly),
    });
  };
}
