import { z } from 'zod';
import { fields } from '../validation';

/** GET /devices/{id}/battery: per hour (epoch ms of its start), the hour's lowest level (%). */
export const batteryHistorySchema = z.array(z.object({ ts: z.number(), battery: z.number() }));
export type BatteryHour = z.infer<typeof batteryHistorySchema>[number];

/** GET /devices/{id}/temperature: per hour, the mean, lowest and highest reading (°C). */
export const temperatureHistorySchema = z.array(
  z.object({ ts: z.number(), mean: z.number(), min: z.number(), max: z.number() }),
);
export type TemperatureHour = z.infer<typeof temperatureHistorySchema>[number];

/** Only one roundup's animals. */
export const collarBatteriesQuery = z.object({ roundupId: fields.objectId().optional() });

/**
 * GET /settlements/{id}/collar-batteries: each collar on the settlement's animals with its last
 * reported battery, the lowest first (collars that never reported a battery last).
 */
export const collarBatteriesSchema = z.array(
  z.object({
    deviceId: z.string(),
    identifier: z.string(),
    animalId: z.string(),
    caravana: z.string(),
    /** %, null when the collar never reported it. */
    battery: z.number().nullable(),
    /** When it was reported, epoch ms. */
    ts: z.number().nullable(),
  }),
);
export type CollarBattery = z.infer<typeof collarBatteriesSchema>[number];
