import { roundupColors } from '../../../config/theme';
import type { DynamicsFilter } from '../../telemetry/api/get-grazing-dynamics';
import type { HeatmapTarget } from '../../telemetry/api/get-heatmap';

/** Whose figures the grazing dynamics, the replay and the heat map show (spec §2: by settlement, plot, animal or roundup). */
export const HERD_FILTER_KINDS = ['settlement', 'plot', 'roundup', 'animal'] as const;
export type HerdFilterKind = (typeof HERD_FILTER_KINDS)[number];

export interface HerdFilter {
  kind: HerdFilterKind;
  /** The plot, roundup or animal chosen; null for the whole settlement or while none is chosen. */
  id: string | null;
}

export const WHOLE_SETTLEMENT: HerdFilter = { kind: 'settlement', id: null };

/** The dashboard's query parameter holding the filter, as `roundup:<id>` (or `roundup` while none is chosen). */
export const HERD_FILTER_PARAM = 'herd';

/** The filter a link keeps; anything unknown is the whole settlement. */
export function parseHerdFilter(value: string | null): HerdFilter {
  const [kind, id] = value?.split(':') ?? [];
  if (!(HERD_FILTER_KINDS as readonly (string | undefined)[]).includes(kind) || kind === 'settlement')
    return WHOLE_SETTLEMENT;
  return { kind: kind as HerdFilterKind, id: id && /^[a-f0-9]{24}$/.test(id) ? id : null };
}

/** The filter as the query parameter's value; null (no parameter) for the whole settlement. */
export const formatHerdFilter = ({ kind, id }: HerdFilter): string | null =>
  kind === 'settlement' ? null : id ? `${kind}:${id}` : kind;

/** What the filter needs of an animal: the live list gives it. */
export interface FilterableAnimal {
  animalId: string;
  roundupId: string | null;
  plotId: string | null;
}

/** The data API's filter; a kind with nothing chosen yet filters nothing. */
export function dynamicsFilter({ kind, id }: HerdFilter): DynamicsFilter {
  if (!id || kind === 'settlement') return {};
  return { [`${kind}Id`]: id };
}

/** The animals the filter takes: a roundup's, those now in a plot, one animal, or every one. */
export function filterAnimals<Animal extends FilterableAnimal>(
  animals: Iterable<Animal>,
  { kind, id }: HerdFilter,
): Animal[] {
  const all = [...animals];
  if (!id || kind === 'settlement') return all;
  const field = ({ plot: 'plotId', roundup: 'roundupId', animal: 'animalId' } as const)[kind];
  return all.filter((animal) => animal[field] === id);
}

/** The most animals replayed at once: GET /positions takes 50 ids. */
export const MAX_REPLAY_ANIMALS = 50;

/**
 * Each roundup's colour on the map: the palette in the order the roundups were created (their ids
 * grow with time), so a roundup keeps its colour as others are added after it.
 */
export function roundupColourMap(roundupIds: Iterable<string>): Map<string, string> {
  const { palette } = roundupColors;
  return new Map([...roundupIds].sort().map((id, index) => [id, palette[index % palette.length]!] as const));
}

export const colourOfRoundup = (colours: ReadonlyMap<string, string>, roundupId: string | null | undefined) =>
  (roundupId && colours.get(roundupId)) || roundupColors.noRoundup;

/** Animals per roundup (null: without one), in the order of the roundups' colours, those without last. */
export function countByRoundup(
  animals: Iterable<{ roundupId?: string | null }>,
  colours: ReadonlyMap<string, string>,
): { roundupId: string | null; count: number }[] {
  const counts = new Map<string | null, number>();
  for (const { roundupId } of animals) {
    const key = roundupId && colours.has(roundupId) ? roundupId : null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const order = [...colours.keys(), null];
  return order.flatMap((roundupId) => {
    const count = counts.get(roundupId);
    return count ? [{ roundupId, count }] : [];
  });
}

export const HEATMAP_SCOPES = ['settlement', 'plot', 'animals'] as const;
export type HeatmapScope = (typeof HEATMAP_SCOPES)[number];

export interface HeatmapChoice {
  shown: boolean;
  scope: HeatmapScope;
  /** The plot of the `plot` scope; null until one is chosen. */
  plotId: string | null;
}

/** The data API takes up to 500 animals for a heat map. */
export const MAX_HEATMAP_ANIMALS = 500;

/** Whose readings the heat map shows; null while its scope lacks a plot or animals. */
export function heatmapTarget(
  { scope, plotId }: HeatmapChoice,
  settlementId: string,
  animalIds: readonly string[],
): HeatmapTarget | null {
  if (scope === 'settlement') return { settlementId };
  if (scope === 'plot') return plotId ? { plotId } : null;
  return animalIds.length > 0 ? { uuids: animalIds.slice(0, MAX_HEATMAP_ANIMALS) } : null;
}
