/*
 * The green index (spec §2 "green-index layers", docs/domain.md §8): the layers a plot can be drawn in, the
 * colour ramp of each (the server paints the plot's image with it and the web draws the legend from
 * the same stops), and how far back a new settlement or plot is filled.
 */

/** The indices a plot's image can be drawn for: NDVI always; NDWI and EVI where the source reads their bands. */
export const GREEN_INDEX_LAYERS = ['ndvi', 'ndwi', 'evi'] as const;
export type GreenIndexLayer = (typeof GREEN_INDEX_LAYERS)[number];

/** A new settlement or plot, or an account that gets the integration, is filled this many months back. */
export const BACKFILL_MONTHS = 12;

/**
 * The share of a plot's pixels that must be valid (not cloud, shadow, cirrus, snow or no data) for
 * its figures in a scene to count as a clear view.
 */
export const CLEAR_SHARE = 0.8;

/**
 * Why a plot's figures in a scene are doubtful ("dudosa"): kept and drawn apart, never read by biomass.
 * `negativeReflectance`: too many of its valid pixels had a reflectance below 0 (or above 1), the mark of
 * an offset applied twice; `outOfRange`: its NDVI outside −1…1; `jump`: its median too far from the
 * median of the plot's own clear scenes just before it.
 */
export const NDVI_DOUBTS = ['negativeReflectance', 'outOfRange', 'jump'] as const;
export type NdviDoubt = (typeof NDVI_DOUBTS)[number];

/** One stop of a colour ramp: the index value and its colour (#rrggbb). */
export interface RampStop {
  value: number;
  colour: string;
}

/** NDVI: bare soil and water brown, sparse grass yellow, dense green pasture dark green. */
const NDVI_RAMP: readonly RampStop[] = [
  { value: -0.2, colour: '#8c510a' },
  { value: 0, colour: '#bf812d' },
  { value: 0.2, colour: '#f6e8c3' },
  { value: 0.4, colour: '#c7e9b4' },
  { value: 0.6, colour: '#7fbc41' },
  { value: 0.8, colour: '#276419' },
  { value: 1, colour: '#0b3d0b' },
];

/** NDWI (McFeeters, green and near infrared): dry land tan, moist surfaces light blue, open water deep blue. */
const NDWI_RAMP: readonly RampStop[] = [
  { value: -0.8, colour: '#a6611a' },
  { value: -0.4, colour: '#dfc27d' },
  { value: 0, colour: '#f5f5f5' },
  { value: 0.2, colour: '#80cdc1' },
  { value: 0.5, colour: '#2c7fb8' },
  { value: 1, colour: '#08306b' },
];

/** EVI reads like NDVI over pasture, so it shares its colours. */
export const GREEN_INDEX_RAMPS: Readonly<Record<GreenIndexLayer, readonly RampStop[]>> = {
  ndvi: NDVI_RAMP,
  ndwi: NDWI_RAMP,
  evi: NDVI_RAMP,
};

const rgbOf = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/**
 * The colour of `value` on a ramp, as [r, g, b] 0–255: linear between the stops around it, the end
 * colours beyond the ends.
 */
export function rampColour(stops: readonly RampStop[], value: number): [number, number, number] {
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  if (value <= first.value) return rgbOf(first.colour);
  if (value >= last.value) return rgbOf(last.colour);
  const upper = stops.findIndex((stop) => stop.value >= value);
  const high = stops[upper]!;
  const low = stops[upper - 1]!;
  const t = (value - low.value) / (high.value - low.value);
  const [r0, g0, b0] = rgbOf(low.colour);
  const [r1, g1, b1] = rgbOf(high.colour);
  return [Math.round(r0 + (r1 - r0) * t), Math.round(g0 + (g1 - g0) * t), Math.round(b0 + (b1 - b0) * t)];
}
