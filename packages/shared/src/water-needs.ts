import { type Coefficients, interpolate } from './biomass';

/*
 * Drinking water of cattle (docs/domain.md §6): the water table's curve of a 500 kg dry cow by mean air
 * temperature, scaled by live weight and by a factor of the animal's category — a lactating cow
 * drinks 76 L where a dry one drinks 34 at 21 °C [S: NRC 2000].
 */

/** The categories the water table has a factor for (`category/<category>`). */
export const WATER_CATEGORIES = ['lactating', 'dry', 'growing', 'bull'] as const;
export type WaterCategory = (typeof WATER_CATEGORIES)[number];

/** Animal types (herd.ts ANIMAL_TYPES) of young, growing stock. */
const GROWING_TYPES = new Set(['VAQUILLONA', 'TERNERO', 'TERNERA', 'NOVILLO', 'NOVILLITO', 'TORITO']);

/**
 * The water category of an animal from its type and subtype: a dairy cow (`VACA`, `TAMBO`) is
 * lactating; any other cow dry (a beef cow nurses part of the year only, and the herd records no
 * lactation); a `TORO` a bull; calves, heifers, steers and young bulls growing. Unknown types: dry.
 */
export function waterCategoryOf(type: string, subtype: string | null): WaterCategory {
  if (type === 'TORO') return 'bull';
  if (GROWING_TYPES.has(type)) return 'growing';
  return type === 'VACA' && subtype === 'TAMBO' ? 'lactating' : 'dry';
}

/** Litres one animal drinks a day: the curve at the temperature, × weight / reference weight × category factor. */
export function waterPerAnimalDay(
  tables: Coefficients,
  temperatureC: number,
  weightKg: number,
  category: WaterCategory = 'dry',
): number {
  const curve = tables
    .withPrefix('water', 'litres/')
    .map((row) => ({ x: Number(row.key.slice('litres/'.length)), y: row.value }))
    .sort((left, right) => left.x - right.x);
  // Read through `value` so that the rows count as used.
  for (const point of curve) tables.value('water', `litres/${point.x}`);
  return (
    (interpolate(curve, temperatureC) * weightKg * tables.value('water', `category/${category}`)) /
    tables.value('water', 'referenceWeightKg')
  );
}
