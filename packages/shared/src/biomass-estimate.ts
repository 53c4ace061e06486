import {
  anppKgHaDay,
  carbonTonnes,
  CO2_PER_CARBON,
  type BiomassMethod,
  type BiomassNotice,
  type Coefficients,
  dayMs,
  degreeDaysOf,
  dryMatterIntakeKg,
  fparOf,
  interpolate,
  ndviRegressionKgHa,
} from './biomass';
import type { BiomassFigures, StandingStock } from './contracts/biomass';
import { type WaterDay, waterLimitOn } from './water-limit';
import { type WaterCategory, waterPerAnimalDay } from './water-needs';

/*
 * One biomass answer from its inputs (docs/domain.md §5–§7, §12): the method's growth over the period,
 * what a standing stock feeds, the water the animals drink and the carbon the growth fixed. Every
 * coefficient is read from the tables.
 */

/** A clear scene's NDVI of the plot (its median), on the day it was taken. */
export interface NdviPoint {
  day: string;
  ndvi: number;
}

/** A stored day of weather: mean air temperature (°C), shortwave radiation (MJ/m²), rain and ET₀ (mm). */
export interface WeatherDay extends WaterDay {
  temperatureMean: number | null;
  radiation: number | null;
}

/** The crop on a plot and where it grows: which coefficients apply. */
export interface PlotCrop {
  cropTypeId: string;
  /** The crop type's group (pastura, verdeo-invierno…): coefficients of the type come first, then its group's. */
  cropGroup: string;
  regionId: string;
}

export interface GrowthInput extends PlotCrop {
  method: BiomassMethod;
  /** The days of the period, in order. */
  days: string[];
  /** Clear scenes, in time order, around the period (those outside hold the NDVI at its ends). */
  scenes: NdviPoint[];
  /** Stored weather of the days, and of the water window (growthLimits `water/windowDays`) before them. */
  weather: ReadonlyMap<string, WeatherDay>;
}

/** Growth of a plot over a period, kg DM/ha (satellite: the net change, may be negative). */
export interface PeriodGrowth {
  kgHa: number;
  coveredDays: number;
  /** Growth-weighted mean water limit applied (0–1); null when the method has none or no ET₀ was stored. */
  waterFactor: number | null;
  regionFactor: number | null;
  ndvi: number | null;
  sceneDate: string | null;
}

/** An animal drinking on the plot: its live weight and water category. */
export interface DrinkingAnimal {
  weightKg: number;
  category: WaterCategory;
}

export interface BiomassInput extends GrowthInput {
  areaHa: number;
  /** Forage standing now (null: no clear scene recent enough, or not computed). */
  standingStock?: StandingStock | null;
  animalsCount?: number;
  daysCount?: number;
  /** Mean live weight of the animals; default the grazing table's reference weight. */
  animalWeightKg?: number;
  /** The animals allocated to the plot (query with settlementId): their water by category. */
  drinkingAnimals?: DrinkingAnimal[];
}

export interface BiomassEstimate {
  figures: BiomassFigures | null;
  notices: BiomassNotice[];
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The keys of a crop coefficient, most specific first: the crop type's own, then its group's. */
const cropKeys = (crop: PlotCrop, prefix = '', suffix = '') => [
  `${prefix}${crop.cropTypeId}${suffix}`,
  `${prefix}${crop.cropGroup}${suffix}`,
];

/** kg DM/ha standing at a clear scene: the crop's NDVI regression for the region. */
export function sceneStockKgHa(crop: PlotCrop, ndvi: number, tables: Coefficients): number {
  const a = tables.value('satelliteRegression', ...cropKeys(crop, 'a/', `/${crop.regionId}`));
  const b = tables.value('satelliteRegression', ...cropKeys(crop, 'b/', `/${crop.regionId}`));
  return ndviRegressionKgHa(ndvi, a, b);
}

/** The region's growth factor (growthLimits `region/<region>`): the models' parameters are the Pampa Húmeda's. */
const regionFactorOf = (crop: PlotCrop, tables: Coefficients) =>
  tables.value('growthLimits', `region/${crop.regionId}`);

/** Σ potential × region × water limit over the days a potential is known for. */
function limitedGrowth(
  input: GrowthInput,
  tables: Coefficients,
  potential: (day: string) => number | null,
): { kgHa: number; coveredDays: number; waterFactor: number | null; regionFactor: number } | null {
  const regionFactor = regionFactorOf(input, tables);
  let potentialSum = 0;
  let limitedSum = 0;
  let covered = 0;
  let limitKnown = false;
  for (const day of input.days) {
    const kgHa = potential(day);
    if (kgHa === null) continue;
    const limit = waterLimitOn(input.weather, day, tables);
    limitKnown ||= limit !== null;
    potentialSum += kgHa;
    limitedSum += kgHa * (limit ?? 1);
    covered++;
  }
  if (covered === 0) return null;
  return {
    kgHa: limitedSum * regionFactor,
    coveredDays: covered,
    waterFactor: !limitKnown ? null : potentialSum > 0 ? limitedSum / potentialSum : 1,
    regionFactor,
  };
}

function satellite(input: GrowthInput, tables: Coefficients): PeriodGrowth | null {
  const first = input.days[0]!;
  const last = input.days[input.days.length - 1]!;
  const inPeriod = input.scenes.filter((scene) => scene.day >= first && scene.day <= last);
  if (inPeriod.length === 0) return null;
  const firstScene = inPeriod[0]!;
  const lastScene = inPeriod[inPeriod.length - 1]!;
  // Growth read from the images: the net change between the first and the last clear scene.
  return {
    kgHa: sceneStockKgHa(input, lastScene.ndvi, tables) - sceneStockKgHa(input, firstScene.ndvi, tables),
    coveredDays: Math.round((dayMs(lastScene.day) - dayMs(firstScene.day)) / 86_400_000) + 1,
    waterFactor: null,
    regionFactor: null,
    ndvi: lastScene.ndvi,
    sceneDate: lastScene.day,
  };
}

function radiation(input: GrowthInput, tables: Coefficients): PeriodGrowth | null {
  if (input.scenes.length === 0) return null;
  const rue = tables.value('rue', ...cropKeys(input));
  const a = tables.value('radiation', 'a');
  const b = tables.value('radiation', 'b');
  const max = tables.value('radiation', 'max');
  const parFraction = tables.value('radiation', 'parFraction');
  const points = input.scenes.map((scene) => ({ x: dayMs(scene.day), y: scene.ndvi }));
  let ndviSum = 0;
  const growth = limitedGrowth(input, tables, (day) => {
    const shortwave = input.weather.get(day)?.radiation;
    if (shortwave === null || shortwave === undefined) return null;
    const ndvi = interpolate(points, dayMs(day));
    ndviSum += ndvi;
    return anppKgHaDay(rue, fparOf(ndvi, a, b, max), shortwave, parFraction);
  });
  return growth && { ...growth, ndvi: ndviSum / growth.coveredDays, sceneDate: null };
}

function degreeDays(input: GrowthInput, tables: Coefficients): PeriodGrowth | null {
  const tbase = tables.value('degreeDays', ...cropKeys(input, 'tbase/'));
  const perDegreeDay = tables.value('degreeDays', ...cropKeys(input, 'kgPerDegreeDay/'));
  const growth = limitedGrowth(input, tables, (day) => {
    const mean = input.weather.get(day)?.temperatureMean;
    if (mean === null || mean === undefined) return null;
    return degreeDaysOf(mean, tbase) * perDegreeDay;
  });
  return growth && { ...growth, ndvi: null, sceneDate: null };
}

/**
 * CREA-style table: its monthly values are already the region's (the seed scales them) and embed a
 * typical year's rain, so neither the region factor nor the water limit is applied again.
 */
function creaTable(input: GrowthInput, tables: Coefficients): PeriodGrowth {
  let grown = 0;
  for (const day of input.days) {
    const month = Number(day.slice(5, 7));
    grown += tables.value('creaTable', ...cropKeys(input, '', `/${input.regionId}/${month}`));
  }
  return {
    kgHa: grown,
    coveredDays: input.days.length,
    waterFactor: null,
    regionFactor: null,
    ndvi: null,
    sceneDate: null,
  };
}

const METHODS: Record<BiomassMethod, (input: GrowthInput, tables: Coefficients) => PeriodGrowth | null> = {
  satellite,
  radiation,
  degreeDays,
  creaTable,
};

/**
 * Growth of a plot over the days of `input` by its method (docs/domain.md §5): the growth methods limited
 * by region and water where they model neither; the satellite method's net change between clear
 * scenes. Null when the period has none of the data the method needs.
 */
export function plotGrowth(input: GrowthInput, tables: Coefficients): PeriodGrowth | null {
  return METHODS[input.method](input, tables);
}

/** Mean air temperature of the days with a stored one, °C; null when none. */
function meanTemperatureOf(input: GrowthInput): number | null {
  const temperatures = input.days.flatMap((day) => {
    const mean = input.weather.get(day)?.temperatureMean;
    return mean === null || mean === undefined ? [] : [mean];
  });
  return temperatures.length ? temperatures.reduce((sum, t) => sum + t, 0) / temperatures.length : null;
}

/** Litres one animal of the mix drinks a day: the mean over the allocated animals, else a dry cow of `weightKg`. */
function litresPerHeadDay(input: BiomassInput, tables: Coefficients, temperature: number, weightKg: number) {
  const animals = input.drinkingAnimals ?? [];
  if (animals.length === 0) return waterPerAnimalDay(tables, temperature, weightKg);
  const total = animals.reduce(
    (sum, animal) => sum + waterPerAnimalDay(tables, temperature, animal.weightKg, animal.category),
    0,
  );
  return total / animals.length;
}

/** The method's growth on the plot, what the standing stock feeds, the water and the carbon. */
export function estimateBiomass(input: BiomassInput, tables: Coefficients): BiomassEstimate {
  const growth = plotGrowth(input, tables);
  if (!growth) return { figures: null, notices: ['noDataForPeriod'] };
  const notices: BiomassNotice[] =
    growth.coveredDays < input.days.length && input.method !== 'satellite' ? ['partialData'] : [];

  const weightKg = input.animalWeightKg ?? tables.value('grazing', 'referenceWeightKg');
  const rationKg = dryMatterIntakeKg(weightKg, tables.value('grazing', 'dmiPercentBw'));
  // Days of grazing come from a standing stock only, never from growth.
  const usableKg = input.standingStock?.usableKg ?? null;
  const rations = usableKg === null ? null : usableKg / rationKg;
  const animals = rations !== null && input.daysCount ? rations / input.daysCount : null;
  const grazingDays = rations !== null && input.animalsCount ? rations / input.animalsCount : null;

  const meanTemperature = meanTemperatureOf(input);
  const head = input.animalsCount ?? animals;
  const days = input.daysCount ?? grazingDays;
  let waterLitres: number | null = null;
  if (head !== null && days !== null) {
    const temperature = meanTemperature ?? tables.value('water', 'referenceTemperatureC');
    waterLitres = head * days * litresPerHeadDay(input, tables, temperature, weightKg);
  }

  const growthKg = growth.kgHa * input.areaHa;
  // Carbon fixed by what grew: a net loss fixes none.
  const carbonT = carbonTonnes(Math.max(0, growthKg), tables.value('carbon', 'fraction'));
  const consumedKg =
    input.animalsCount && input.daysCount ? input.animalsCount * input.daysCount * rationKg : null;

  return {
    notices,
    figures: {
      growth: {
        kgHa: round(growth.kgHa),
        kg: round(growthKg),
        kgHaDay: round(growth.kgHa / input.days.length),
        coveredDays: growth.coveredDays,
        waterFactor: growth.waterFactor === null ? null : round(growth.waterFactor, 3),
        regionFactor: growth.regionFactor,
      },
      standingStock: input.standingStock ?? null,
      rations: rations === null ? null : round(rations),
      rationKg: round(rationKg),
      portionKg: usableKg !== null && input.daysCount ? round(usableKg / input.daysCount) : null,
      animals: animals === null ? null : round(animals),
      grazingDays: grazingDays === null ? null : round(grazingDays),
      waterLitres: waterLitres === null ? null : round(waterLitres),
      waterBasis: waterLitres === null ? null : input.drinkingAnimals?.length ? 'allocatedAnimals' : 'dryCow',
      waterTemperatureC: meanTemperature === null ? null : round(meanTemperature, 1),
      carbonT: round(carbonT, 4),
      co2T: round(carbonT * CO2_PER_CARBON, 4),
      percentConsumed:
        consumedKg === null || usableKg === null || usableKg <= 0
          ? null
          : round((consumedKg / usableKg) * 100),
      coveredDays: growth.coveredDays,
      ndvi: growth.ndvi === null ? null : round(growth.ndvi, 3),
      sceneDate: growth.sceneDate,
    },
  };
}
