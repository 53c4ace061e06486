import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import { AppError } from '../../errors/app-error';
import type { AnalyticsService, Range } from './analytics.service';

const DAY_MS = 86_400_000;
const dateOrInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'validation.date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'validation.date');

/** fromDate / toDate: days (yyyy-mm-dd, toDate inclusive) or instants; default the last 7 days. */
export const rangeQuery = z.object({ fromDate: dateOrInstant.optional(), toDate: dateOrInstant.optional() });

export function toRange(query: z.infer<typeof rangeQuery>): Range {
  const isDay = (value: string) => value.length === 10;
  const to = query.toDate ? Date.parse(query.toDate) + (isDay(query.toDate) ? DAY_MS : 0) : Date.now();
  const from = query.fromDate ? Date.parse(query.fromDate) : to - 7 * DAY_MS;
  if (from >= to) throw new AppError('VALIDATION', { errors: { fromDate: 'validation.endBeforeStart' } });
  if (to - from > 400 * DAY_MS)
    throw new AppError('VALIDATION', { errors: { fromDate: 'validation.rangeTooLong' } });
  return { from, to };
}

const cellsSchema = z.object({
  cells: z.array(z.object({ lat: z.number(), lng: z.number(), count: z.number() })),
  max: z.number(),
});
const data = { auth: 'data' as const };

/** The data API of spec §7: heat map, behaviour, herd medians, animal count. */
export function dataApiRoutes(analytics: AnalyticsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/heatmap',
      {
        config: data,
        schema: {
          tags: ['data-api'],
          querystring: rangeQuery.extend({
            settlementId: fields.objectId().optional(),
            plotId: fields.objectId().optional(),
            /** Animal ids, comma separated. */
            uuids: z
              .string()
              .max(25 * 500)
              .optional(),
          }),
          response: { 200: cellsSchema },
        },
        // Thousands of cells built from numbers in the service: re-checking each one costs more than
        // it protects (the schema still types the handler and documents the route).
        serializerCompiler: () => (payload) => JSON.stringify(payload),
      },
      async (request) => {
        const { settlementId, plotId, uuids } = request.query;
        const ids = uuids?.split(',').filter(Boolean);
        if (ids?.some((id) => !/^[a-f0-9]{24}$/i.test(id)))
          throw new AppError('VALIDATION', { errors: { uuids: 'validation.objectId' } });
        return analytics.heatmap(await resolveScope(request, db), toRange(request.query), {
          settlementId,
          plotId,
          uuids: ids,
        });
      },
    );

    app.get(
      '/animal/behavior/:animalId/:settlementId',
      {
        config: data,
        schema: {
          tags: ['data-api'],
          params: z.object({ animalId: fields.objectId(), settlementId: fields.objectId() }),
          querystring: rangeQuery,
          response: {
            200: z.object({
              weightKg: z.number(),
              weightAssumed: z.boolean(),
              /** The data comes from the herd simulator. */
              simulated: z.boolean(),
              days: z.array(
                z.object({
                  date: z.string(),
                  grazingHours: z.number(),
                  ruminatingHours: z.number(),
                  drinkingHours: z.number(),
                  restingHours: z.number(),
                  walkingHours: z.number(),
                  distanceKm: z.number(),
                  energyMcal: z.number(),
                  readings: z.number(),
                  /** The mean of the animal's 7 reported days before this one; null with fewer than 3. */
                  baseline: z
                    .object({
                      grazingHours: z.number(),
                      ruminatingHours: z.number(),
                      drinkingHours: z.number(),
                    })
                    .nullable(),
                }),
              ),
            }),
          },
        },
      },
      async (request) =>
        analytics.behaviour(
          await resolveScope(request, db),
          request.params.animalId,
          request.params.settlementId,
          toRange(request.query),
        ),
    );

    app.get(
      '/grazing-dynamics',
      {
        config: data,
        schema: {
          tags: ['data-api'],
          description:
            'Per plot and day: animals present, animal-hours and grazing hours (filter by plot, animal or roundup).',
          querystring: rangeQuery.extend({
            settlementId: fields.objectId(),
            plotId: fields.objectId().optional(),
            animalId: fields.objectId().optional(),
            roundupId: fields.objectId().optional(),
          }),
          response: {
            200: z.array(
              z.object({
                plotId: z.string(),
                date: z.string(),
                animals: z.number(),
                animalHours: z.number(),
                grazingHours: z.number(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const { settlementId, plotId, animalId, roundupId } = request.query;
        return analytics.grazingDynamics(
          await resolveScope(request, db),
          settlementId,
          toRange(request.query),
          { plotId, animalId, roundupId },
        );
      },
    );

    app.get(
      '/settlements/:id/herd-median',
      {
        config: data,
        schema: {
          tags: ['data-api'],
          description:
            'Per UTC day, the median km and Mcal of the settlement’s animals that reported that day.',
          params: z.object({ id: fields.objectId() }),
          querystring: rangeQuery,
          response: {
            200: z.array(
              z.object({
                date: z.string(),
                animals: z.number(),
                distanceKm: z.number(),
                energyMcal: z.number(),
              }),
            ),
          },
        },
      },
      async (request) =>
        analytics.herdMedian(await resolveScope(request, db), request.params.id, toRange(request.query)),
    );

    app.get(
      '/settlements/:id/animal-count',
      {
        config: data,
        schema: {
          tags: ['data-api'],
          description: 'Animals that reported each UTC day (the day closes at 21:00 in Argentina).',
          params: z.object({ id: fields.objectId() }),
          querystring: rangeQuery,
          response: { 200: z.array(z.object({ date: z.string(), count: z.number() })) },
        },
      },
      async (request) =>
        analytics.animalCount(await resolveScope(request, db), request.params.id, toRange(request.query)),
    );
  };
}

/** Product-API reads for the map and the panels: battery, temperature, tracks, last positions. */
export function analyticsRoutes(analytics: AnalyticsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/devices/:id/battery',
      {
        schema: {
          tags: ['devices'],
          params: z.object({ id: fields.objectId() }),
          querystring: rangeQuery,
          response: { 200: z.array(z.object({ ts: z.number(), battery: z.number() })) },
        },
      },
      async (request) =>
        analytics.battery(await resolveScope(request, db), request.params.id, toRange(request.query)),
    );

    app.get(
      '/devices/:id/temperature',
      {
        schema: {
          tags: ['devices'],
          description: 'Temperature per hour (°C): the mean, lowest and highest reading of each hour.',
          params: z.object({ id: fields.objectId() }),
          querystring: rangeQuery,
          response: {
            200: z.array(z.object({ ts: z.number(), mean: z.number(), min: z.number(), max: z.number() })),
          },
        },
      },
      async (request) =>
        analytics.temperature(await resolveScope(request, db), request.params.id, toRange(request.query)),
    );

    app.get(
      '/positions',
      {
        schema: {
          tags: ['telemetry'],
          querystring: rangeQuery.extend({
            animalIds: z
              .string()
              .min(24)
              .max(25 * 50),
          }),
          response: {
            200: z.array(
              z.object({
                animalId: z.string(),
                points: z.array(z.tuple([z.number(), z.number(), z.number()])),
              }),
            ),
          },
        },
      },
      async (request) => {
        const ids = request.query.animalIds.split(',');
        if (ids.some((id) => !/^[a-f0-9]{24}$/i.test(id)))
          throw new AppError('VALIDATION', { errors: { animalIds: 'validation.objectId' } });
        return analytics.positions(await resolveScope(request, db), ids, toRange(request.query));
      },
    );

    app.get(
      '/settlements/:id/live-positions',
      {
        schema: {
          tags: ['telemetry'],
          params: z.object({ id: fields.objectId() }),
          response: {
            200: z.array(
              z.object({
                animalId: z.string(),
                caravana: z.string(),
                roundupId: z.string().nullable(),
                plotId: z.string().nullable(),
                deviceId: z.string().nullable(),
                ts: z.number().nullable(),
                lat: z.number().nullable(),
                lng: z.number().nullable(),
                battery: z.number().nullable(),
                simulated: z.boolean(),
                state: z.enum(['ok', 'noSignal', 'lowBattery', 'outsideFence']),
              }),
            ),
          },
        },
      },
      async (request) => analytics.livePositions(await resolveScope(request, db), request.params.id),
    );
  };
}
