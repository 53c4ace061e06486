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
import type { BiomassFigures } from './contracts/biomass';

/*
 * One biomass answer from its inputs (domain.md §5–§7, §12): the method's forage, then what it feeds,
 * the water those animals drink and the carbon it fixed. Every coefficient is read from the tables.
 */

/** A clear scene's NDVI of the plot (its median), on the day it was taken. */
export interface NdviPoint {
  day: string;
  ndvi: number;
}

/** A stored day of weather: mean air temperature (°C) and shortwave radiation (MJ/m²). */
export interface WeatherDay {
  temperatureMean: number | null;
  radiation: number | null;
}

export interface BiomassInput {
  method: BiomassMethod;
  cropTypeId: string;
  /** The crop type's group (pastura, verdeo-invierno…): coefficients of the type come first, then its group's. */
  cropGroup: string;
  regionId: string;
  areaHa: number;
  /** The days computed, in order. */
  days: string[];
  /** Clear scenes, in time order, around the period (those outside hold the NDVI at its ends). */
  scenes: NdviPoint[];
  weather: ReadonlyMap<string, WeatherDay>;
  animalsCount?: number;
  daysCount?: number;
  /** Mean live weight of the animals; default the grazing table's reference weight. */
  animalWeightKg?: number;
}

export interface BiomassEstimate {
  figures: BiomassFigures | null;
  notices: BiomassNotice[];
}

interface Forage {
  /** kg DM/ha on the plot at the end of the period. */
  standingKgHa: number;
  /** kg DM/ha grown over the period. */
  grownKgHa: number;
  coveredDays: number;
  ndvi: number | null;
  sceneDate: string | null;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The keys of a crop coefficient, most specific first: the crop type's own, then its group's. */
const cropKeys = (input: BiomassInput, prefix = '', suffix = '') => [
  `${prefix}${input.cropTypeId}${suffix}`,
  `${prefix}${input.cropGroup}${suffix}`,
];

function satellite(input: BiomassInput, tables: Coefficients): Forage | null {
  const first = input.days[0]!;
  const last = input.days[input.days.length - 1]!;
  const inPeriod = input.scenes.filter((scene) => scene.day >= first && scene.day <= last);
  if (inPeriod.length === 0) return null;
  const a = tables.value('satelliteRegression', ...cropKeys(input, 'a/', `/${input.regionId}`));
  const b = tables.value('satelliteRegression', ...cropKeys(input, 'b/', `/${input.regionId}`));
  const kgHa = inPeriod.map((scene) => ndviRegressionKgHa(scene.ndvi, a, b));
  // Growth read from the images: the sum of the rises between successive clear scenes.
  const grown = kgHa.slice(1).reduce((sum, value, i) => sum + Math.max(0, value - kgHa[i]!), 0);
  const lastScene = inPeriod[inPeriod.length - 1]!;
  return {
    standingKgHa: kgHa[kgHa.length - 1]!,
    grownKgHa: grown,
    coveredDays: Math.round((dayMs(lastScene.day) - dayMs(inPeriod[0]!.day)) / 86_400_000) + 1,
    ndvi: lastScene.ndvi,
    sceneDate: lastScene.day,
  };
}

function radiation(input: BiomassInput, tables: Coefficients): Forage | null {
  if (input.scenes.length === 0) return null;
  const rue = tables.value('rue', ...cropKeys(input));
  const a = tables.value('radiation', 'a');
  const b = tables.value('radiation', 'b');
  const max = tables.value('radiation', 'max');
  const parFraction = tables.value('radiation', 'parFraction');
  const points = input.scenes.map((scene) => ({ x: dayMs(scene.day), y: scene.ndvi }));
  let grown = 0;
  let ndviSum = 0;
  let covered = 0;
  for (const day of input.days) {
    const shortwave = input.weather.get(day)?.radiation;
    if (shortwave === null || shortwave === undefined) continue;
    const ndvi = interpolate(points, dayMs(day));
    grown += anppKgHaDay(rue, fparOf(ndvi, a, b, max), shortwave, parFraction);
    ndviSum += ndvi;
    covered++;
  }
  if (covered === 0) return null;
  return {
    standingKgHa: grown,
    grownKgHa: grown,
    coveredDays: covered,
    ndvi: ndviSum / covered,
    sceneDate: null,
  };
}

function degreeDays(input: BiomassInput, tables: Coefficients): Forage | null {
  const tbase = tables.value('degreeDays', ...cropKeys(input, 'tbase/'));
  const perDegreeDay = tables.value('degreeDays', ...cropKeys(input, 'kgPerDegreeDay/'));
  let thermalTime = 0;
  let covered = 0;
  for (const day of input.days) {
    const mean = input.weather.get(day)?.temperatureMean;
    if (mean === null || mean === undefined) continue;
    thermalTime += degreeDaysOf(mean, tbase);
    covered++;
  }
  if (covered === 0) return null;
  const grown = thermalTime * perDegreeDay;
  return { standingKgHa: grown, grownKgHa: grown, coveredDays: covered, ndvi: null, sceneDate: null };
}

function creaTable(input: BiomassInput, tables: Coefficients): Forage {
  let grown = 0;
  for (const day of input.days) {
    const month = Number(day.slice(5, 7));
    grown += tables.value('creaTable', ...cropKeys(input, '', `/${input.regionId}/${month}`));
  }
  return {
    standingKgHa: grown,
    grownKgHa: grown,
    coveredDays: input.days.length,
    ndvi: null,
    sceneDate: null,
  };
}

const METHODS: Record<BiomassMethod, (input: BiomassInput, tables: Coefficients) => Forage | null> = {
  satellite,
  radiation,
  degreeDays,
  creaTable,
};

/** Litres one animal drinks a day at a mean temperature: the water table's curve, scaled by weight. */
export function waterPerAnimalDay(tables: Coefficients, temperatureC: number, weightKg: number): number {
  const curve = tables
    .withPrefix('water', 'litres/')
    .map((row) => ({ x: Number(row.key.slice('litres/'.length)), y: row.value }))
    .sort((left, right) => left.x - right.x);
  // Read through `value` so that the rows count as used.
  for (const point of curve) tables.value('water', `litres/${point.x}`);
  return (interpolate(curve, temperatureC) * weightKg) / tables.value('water', 'referenceWeightKg');
}

/** The method's forage on the plot and what it means for the animals, the water and the carbon. */
export function estimateBiomass(input: BiomassInput, tables: Coefficients): BiomassEstimate {
  const forage = METHODS[input.method](input, tables);
  if (!forage) return { figures: null, notices: ['noDataForPeriod'] };
  const notices: BiomassNotice[] =
    forage.coveredDays < input.days.length && input.method !== 'satellite' ? ['partialData'] : [];

  const utilisation = tables.value('grazing', 'utilisation');
  const weightKg = input.animalWeightKg ?? tables.value('grazing', 'referenceWeightKg');
  const rationKg = dryMatterIntakeKg(weightKg, tables.value('grazing', 'dmiPercentBw'));
  const biomassKg = forage.standingKgHa * input.areaHa;
  const usableKg = biomassKg * utilisation;
  const rations = usableKg / rationKg;
  const animals = input.daysCount ? rations / input.daysCount : null;
  const grazingDays = input.animalsCount ? rations / input.animalsCount : null;

  const temperatures = input.days.flatMap((day) => {
    const mean = input.weather.get(day)?.temperatureMean;
    return mean === null || mean === undefined ? [] : [mean];
  });
  const meanTemperature = temperatures.length
    ? temperatures.reduce((sum, t) => sum + t, 0) / temperatures.length
    : null;
  const head = input.animalsCount ?? animals;
  const days = input.daysCount ?? grazingDays;
  let waterLitres: number | null = null;
  if (head !== null && days !== null) {
    const temperature = meanTemperature ?? tables.value('water', 'referenceTemperatureC');
    waterLitres = head * days * waterPerAnimalDay(tables, temperature, weightKg);
  }

  const accumulatedKg = forage.grownKgHa * input.areaHa;
  const carbonT = carbonTonnes(accumulatedKg, tables.value('carbon', 'fraction'));
  const consumedKg =
    input.animalsCount && input.daysCount ? input.animalsCount * input.daysCount * rationKg : null;

  return {
    notices,
    figures: {
      biomassKg: round(biomassKg),
      biomassKgHa: round(forage.standingKgHa),
      accumulatedKg: round(accumulatedKg),
      accumulatedKgHa: round(forage.grownKgHa),
      growthKgHaDay: round(forage.grownKgHa / input.days.length),
      rations: round(rations),
      rationKg: round(rationKg),
      portionKg: input.daysCount ? round(usableKg / input.daysCount) : null,
      animals: animals === null ? null : round(animals),
      grazingDays: grazingDays === null ? null : round(grazingDays),
      waterLitres: waterLitres === null ? null : round(waterLitres),
      waterTemperatureC: meanTemperature === null ? null : round(meanTemperature, 1),
      carbonT: round(carbonT, 4),
      co2T: round(carbonT * CO2_PER_CARBON, 4),
      percentConsumed: consumedKg === null || usableKg <= 0 ? null : round((consumedKg / usableKg) * 100),
      coveredDays: forage.coveredDays,
      ndvi: forage.ndvi === null ? null : round(forage.ndvi, 3),
      sceneDate: forage.sceneDate,
    },
  };
}
