import { describe, expect, it } from 'vitest';
import {
  anppKgHaDay,
  Coefficients,
  confidenceOf,
  type CoefficientRow,
  type CoefficientTable,
  degreeDaysOf,
  dryMatterIntakeKg,
  fparOf,
  grazingDaysOf,
  interpolate,
  MissingCoefficientError,
} from './biomass';
import { estimateBiomass, type BiomassInput, type WeatherDay } from './biomass-estimate';
import type { StandingStock } from './contracts/biomass';
import { waterLimitOn } from './water-limit';
import { waterCategoryOf, waterPerAnimalDay } from './water-needs';

const row = (table: CoefficientTable, key: string, value: number): CoefficientRow => ({
  table,
  key,
  value,
  unit: '-',
  source: 'test',
  confidence: 'unverified',
  version: 1,
});

/** Round figures a person can follow through every formula below. */
const TABLES = [
  row('satelliteRegression', 'a/pastura/pampa-humeda', 5000),
  row('satelliteRegression', 'b/pastura/pampa-humeda', -700),
  row('rue', 'pastura', 0.48),
  row('radiation', 'a', 1.1638),
  row('radiation', 'b', -0.1426),
  row('radiation', 'max', 0.95),
  row('radiation', 'parFraction', 0.48),
  row('degreeDays', 'tbase/pastura', 5),
  row('degreeDays', 'kgPerDegreeDay/pastura', 4),
  row('creaTable', 'pastura/pampa-humeda/1', 35),
  row('creaTable', 'pastura/pampa-humeda/2', 30),
  row('grazing', 'utilisation', 0.5),
  row('grazing', 'dmiPercentBw', 2.5),
  row('grazing', 'referenceWeightKg', 400),
  row('carbon', 'fraction', 0.47),
  row('water', 'litres/4', 17),
  row('water', 'litres/10', 19.4),
  row('water', 'litres/21', 34),
  row('water', 'litres/32', 48.6),
  row('water', 'referenceWeightKg', 500),
  row('water', 'referenceTemperatureC', 21),
  row('water', 'category/lactating', 2.2353),
  row('water', 'category/dry', 1),
  row('water', 'category/growing', 1),
  row('water', 'category/bull', 1),
  row('growthLimits', 'region/pampa-humeda', 1),
  row('growthLimits', 'region/noa', 0.7),
  // A 3-day window keeps the worked examples short (the shipped default is 30 days).
  row('growthLimits', 'water/windowDays', 3),
  row('growthLimits', 'water/fullGrowthRatio', 0.65),
];

const daysOf = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

const input = (overrides: Partial<BiomassInput>): BiomassInput => ({
  method: 'satellite',
  cropTypeId: 'festuca',
  cropGroup: 'pastura',
  regionId: 'pampa-humeda',
  areaHa: 10,
  days: daysOf('2026-01-01', 31),
  scenes: [],
  weather: new Map(),
  ...overrides,
});

const weatherOf = (days: string[], day: (i: number) => Partial<WeatherDay>) =>
  new Map(
    days.map((date, i) => [
      date,
      { temperatureMean: null, radiation: null, precipitation: null, et0: null, ...day(i) },
    ]),
  );

describe('biomass formulas (docs/domain.md §5–§7)', () => {
  it('Monteith: RUE × fPAR × PAR, ×10 for kg/ha/d', () => {
    // fPAR = 1.1638 × 0.5 − 0.1426 = 0.4393; PAR = 0.48 × 25 = 12 MJ/m²
    expect(fparOf(0.5, 1.1638, -0.1426, 0.95)).toBeCloseTo(0.4393, 6);
    // 0.48 g/MJ × 0.4393 × 12 MJ/m² = 2.530368 g/m²/d = 25.30368 kg/ha/d
    expect(anppKgHaDay(0.48, 0.4393, 25, 0.48)).toBeCloseTo(25.30368, 6);
    // fPAR is clipped to [0, max]
    expect(fparOf(0.05, 1.1638, -0.1426, 0.95)).toBe(0);
    expect(fparOf(0.99, 1.1638, -0.1426, 0.95)).toBe(0.95);
  });

  it('thermal time, intake and days of grazing', () => {
    expect(degreeDaysOf(15, 5)).toBe(10);
    expect(degreeDaysOf(4, 5)).toBe(0);
    // 400 kg × 2.5 % = 10 kg DM a day
    expect(dryMatterIntakeKg(400, 2.5)).toBe(10);
    // 20,500 kg × 0.5 / (20 × 10) = 51.25 days
    expect(grazingDaysOf(20_500, 0.5, 20, 10)).toBe(51.25);
  });

  it('interpolates between points and holds the ends', () => {
    const points = [
      { x: 10, y: 19.4 },
      { x: 21, y: 34 },
    ];
    // 19.4 + (34 − 19.4) × 5.5 / 11 = 26.7
    expect(interpolate(points, 15.5)).toBeCloseTo(26.7, 9);
    expect(interpolate(points, 0)).toBe(19.4);
    expect(interpolate(points, 40)).toBe(34);
  });

  it('water: the curve at the mean temperature, scaled by weight and by category', () => {
    const tables = new Coefficients(TABLES);
    // 34 L for the 500 kg reference at 21 °C; a 400 kg dry cow: 34 × 400 / 500 = 27.2 L
    expect(waterPerAnimalDay(tables, 21, 400)).toBeCloseTo(27.2, 9);
    // lactating: 27.2 × 2.2353 (76 / 34, NRC 2000) = 60.80016 L
    expect(waterPerAnimalDay(tables, 21, 400, 'lactating')).toBeCloseTo(60.80016, 9);
    expect(waterCategoryOf('VACA', 'TAMBO')).toBe('lactating');
    expect(waterCategoryOf('VACA', 'CRÍA')).toBe('dry');
    expect(waterCategoryOf('VAQUILLONA', null)).toBe('growing');
    expect(waterCategoryOf('TORO', null)).toBe('bull');
  });

  it('water limit: (ΣP / ΣET₀ over the window) / 0.65, clipped to [0, 1]', () => {
    const tables = new Coefficients(TABLES);
    const weather = weatherOf(daysOf('2025-12-30', 4), (i) => ({
      precipitation: [0, 3, 0, 12][i]!,
      et0: 6,
    }));
    // 30 Dec – 1 Jan: 3 mm / 18 mm = 0.16667; / 0.65 = 0.25641
    expect(waterLimitOn(weather, '2026-01-01', tables)).toBeCloseTo(0.25641, 5);
    // 31 Dec – 2 Jan: 15 / 18 = 0.8333 / 0.65 > 1: no limit
    expect(waterLimitOn(weather, '2026-01-02', tables)).toBe(1);
    // no stored ET₀ in the window: unknown
    expect(waterLimitOn(weather, '2026-02-01', tables)).toBeNull();
  });

  it('confidence: of the rows an answer read, how many are unverified; a peek is not a read', () => {
    const tables = new Coefficients([
      ...TABLES,
      { ...row('grazing', 'dmiPercentBw', 2.5), confidence: 'sourced' },
    ]);
    expect(tables.peek('growthLimits', 'water/windowDays')).toBe(3);
    expect(tables.peek('growthLimits', 'region/atlantida')).toBeNull();
    tables.value('grazing', 'dmiPercentBw');
    tables.value('carbon', 'fraction');
    tables.value('grazing', 'utilisation');
    // 3 rows read, the intake sourced: "2 de 3 coeficientes sin verificar"
    expect(confidenceOf(tables.used())).toEqual({ unverified: 2, total: 3 });
  });

  it('a coefficient missing for the crop and its group is an error, not a made-up number', () => {
    const tables = new Coefficients(TABLES);
    expect(() => tables.value('rue', 'alfalfa', 'megatermica')).toThrow(MissingCoefficientError);
  });
});

/** A standing stock as the forage budget gives it: what days of grazing divide. */
const stock = (usableKg: number): StandingStock => ({
  kgHa: 2050,
  kg: 20_500,
  sceneDate: '2026-01-25',
  sceneKgHa: 2050,
  ageDays: 6,
  growthSinceKgHa: 0,
  growthMethod: 'creaTable',
  eatenSinceKg: 0,
  usableKg,
});

describe('the four methods, worked by hand', () => {
  it('satellite: growth is the net change between the first and last clear scenes', () => {
    const tables = new Coefficients(TABLES);
    const days = daysOf('2026-01-01', 31);
    const { figures, notices } = estimateBiomass(
      input({
        scenes: [
          { day: '2025-12-20', ndvi: 0.9 }, // before the period: not read
          { day: '2026-01-05', ndvi: 0.5 },
          { day: '2026-01-15', ndvi: 0.6 },
          { day: '2026-01-25', ndvi: 0.55 },
        ],
        weather: weatherOf(days, () => ({ temperatureMean: 21, radiation: 25 })),
      }),
      tables,
    );
    expect(notices).toEqual([]);
    // 5000 × 0.5 − 700 = 1800 and 5000 × 0.55 − 700 = 2050 kg DM/ha (the 2300 between is not summed)
    // net: 2050 − 1800 = 250 kg/ha; × 10 ha = 2500 kg; 250 / 31 days = 8.06 kg/ha/day
    expect(figures!.growth).toEqual({
      kgHa: 250,
      kg: 2500,
      kgHaDay: 8.06,
      coveredDays: 21, // 5 to 25 January
      waterFactor: null,
      regionFactor: null,
    });
    // carbon of the growth: 2500 kg × 0.47 / 1000 = 1.175 t; CO₂ = 1.175 × 44/12 = 4.3083 t
    expect(figures!.carbonT).toBe(1.175);
    expect(figures!.co2T).toBeCloseTo(4.3083, 4);
    expect(figures!.ndvi).toBe(0.55);
    expect(figures!.sceneDate).toBe('2026-01-25');
    // no standing stock given: no rations nor days of grazing from growth
    expect(figures!.standingStock).toBeNull();
    expect(figures!.rations).toBeNull();
    expect(figures!.grazingDays).toBeNull();
    expect(tables.used().map((used) => `${used.table}:${used.key}`)).toContain(
      'satelliteRegression:a/pastura/pampa-humeda',
    );
  });

  it('satellite: a fall is a negative growth and fixes no carbon', () => {
    const { figures } = estimateBiomass(
      input({
        scenes: [
          { day: '2026-01-05', ndvi: 0.6 },
          { day: '2026-01-15', ndvi: 0.7 },
          { day: '2026-01-25', ndvi: 0.5 },
        ],
      }),
      new Coefficients(TABLES),
    );
    // 1800 − 2300 = −500 kg/ha; × 10 ha = −5000 kg
    expect(figures!.growth.kgHa).toBe(-500);
    expect(figures!.growth.kg).toBe(-5000);
    expect(figures!.carbonT).toBe(0);
    expect(figures!.co2T).toBe(0);
  });

  it('what a standing stock feeds: rations, portions, days, water and the share consumed', () => {
    const days = daysOf('2026-01-01', 31);
    const { figures } = estimateBiomass(
      input({
        method: 'creaTable',
        days,
        weather: weatherOf(days, () => ({ temperatureMean: 21 })),
        standingStock: stock(10_250),
        animalsCount: 20,
        daysCount: 30,
      }),
      new Coefficients(TABLES),
    );
    // one ración = 400 kg × 2.5 % = 10 kg DM; 10,250 usable kg / 10 = 1025 raciones
    expect(figures!.rationKg).toBe(10);
    expect(figures!.rations).toBe(1025);
    // 1025 / 20 animals = 51.25 days; 1025 / 30 days = 34.17 animals; 10,250 / 30 = 341.67 kg a day
    expect(figures!.grazingDays).toBe(51.25);
    expect(figures!.animals).toBeCloseTo(34.17, 2);
    expect(figures!.portionKg).toBeCloseTo(341.67, 2);
    // 20 animals × 30 days × 27.2 L (34 L × 400/500 at 21 °C, dry cows) = 16,320 L
    expect(figures!.waterLitres).toBe(16_320);
    expect(figures!.waterBasis).toBe('dryCow');
    expect(figures!.waterTemperatureC).toBe(21);
    // 20 × 30 × 10 kg = 6000 kg of 10,250 usable: 58.54 %
    expect(figures!.percentConsumed).toBeCloseTo(58.54, 2);
  });

  it('water of the allocated animals by category', () => {
    const days = daysOf('2026-01-01', 3);
    const { figures } = estimateBiomass(
      input({
        method: 'creaTable',
        days,
        weather: weatherOf(days, () => ({ temperatureMean: 21 })),
        animalsCount: 10,
        daysCount: 3,
        drinkingAnimals: [
          { weightKg: 500, category: 'lactating' },
          { weightKg: 200, category: 'growing' },
        ],
      }),
      new Coefficients(TABLES),
    );
    // lactating 500 kg: 34 × 2.2353 = 76.0002 L; growing 200 kg: 34 × 200/500 = 13.6 L
    // mean a head: (76.0002 + 13.6) / 2 = 44.8001 L; × 10 head × 3 days = 1344.003 L
    expect(figures!.waterLitres).toBe(1344);
    expect(figures!.waterBasis).toBe('allocatedAnimals');
  });

  it('radiation: Σ RUE × fPAR(NDVI interpolated) × 0.48 × shortwave × 10, humid: no water limit', () => {
    const days = daysOf('2026-01-01', 3);
    const { figures } = estimateBiomass(
      input({
        method: 'radiation',
        days,
        scenes: [
          { day: '2026-01-01', ndvi: 0.5 },
          { day: '2026-01-03', ndvi: 0.7 },
        ],
        weather: weatherOf(days, () => ({ temperatureMean: 21, radiation: 25, precipitation: 5, et0: 5 })),
      }),
      new Coefficients(TABLES),
    );
    // NDVI 0.5, 0.6 (interpolated), 0.7 → fPAR 0.4393, 0.55568, 0.67206
    // kg/ha/d = 0.48 × fPAR × 0.48 × 25 × 10: 25.30368 + 32.007168 + 38.710656 = 96.021504
    // P/ET₀ = 1 ≥ 0.65: water factor 1; Pampa Húmeda: region factor 1
    expect(figures!.growth.kgHa).toBeCloseTo(96.02, 2);
    expect(figures!.growth.kg).toBeCloseTo(960.22, 2);
    expect(figures!.growth.waterFactor).toBe(1);
    expect(figures!.growth.regionFactor).toBe(1);
    expect(figures!.ndvi).toBe(0.6);
    expect(figures!.coveredDays).toBe(3);
  });

  it('degree days: Σ max(0, Tmean − Tbase) × kg DM per °Cd; a day without weather is told', () => {
    const days = daysOf('2026-01-01', 4);
    const means = [15, 4, 25, null];
    const { figures, notices } = estimateBiomass(
      input({
        method: 'degreeDays',
        days,
        weather: weatherOf(days, (i) => ({ temperatureMean: means[i]! })),
      }),
      new Coefficients(TABLES),
    );
    // (15 − 5) + 0 + (25 − 5) = 30 °Cd × 4 kg/°Cd = 120 kg DM/ha; × 10 ha = 1200 kg
    // no ET₀ stored: no water limit known (null), none applied
    expect(figures!.growth.kgHa).toBe(120);
    expect(figures!.growth.kg).toBe(1200);
    expect(figures!.growth.waterFactor).toBeNull();
    expect(figures!.coveredDays).toBe(3);
    expect(notices).toEqual(['partialData']);
  });

  it('degree days at a dry NOA site: limited by water and region', () => {
    const days = daysOf('2026-01-01', 3);
    const { figures } = estimateBiomass(
      input({
        method: 'degreeDays',
        regionId: 'noa',
        days,
        // the window reads the two days before the period too
        weather: weatherOf(daysOf('2025-12-30', 5), (i) => ({
          temperatureMean: 15,
          precipitation: [0, 3, 0, 12, 0][i]!,
          et0: 6,
        })),
      }),
      new Coefficients(TABLES),
    );
    // potential: (15 − 5) × 4 = 40 kg/ha a day
    // water: 1 Jan 3/18 / 0.65 = 0.25641; 2 Jan 15/18 / 0.65 > 1 → 1; 3 Jan 12/18 / 0.65 > 1 → 1
    // Σ 40 × (0.25641 + 1 + 1) = 90.2564; × NOA 0.7 = 63.1795 kg DM/ha; × 10 ha = 631.79 kg
    expect(figures!.growth.kgHa).toBe(63.18);
    expect(figures!.growth.kg).toBeCloseTo(631.79, 1);
    // growth-weighted water factor: 90.2564 / 120 = 0.75214
    expect(figures!.growth.waterFactor).toBe(0.752);
    expect(figures!.growth.regionFactor).toBe(0.7);
    expect(figures!.growth.kgHaDay).toBe(21.06);
  });

  it('CREA table: the month’s kg DM/ha/day summed over the days, no further limit', () => {
    const { figures, notices } = estimateBiomass(
      input({ method: 'creaTable', days: daysOf('2026-01-30', 4) }),
      new Coefficients(TABLES),
    );
    // 30 and 31 January at 35, 1 and 2 February at 30: 130 kg DM/ha
    expect(figures!.growth.kgHa).toBe(130);
    expect(figures!.growth.waterFactor).toBeNull();
    expect(figures!.growth.regionFactor).toBeNull();
    expect(notices).toEqual([]);
    // No animals given: nothing about them
    expect(figures!.grazingDays).toBeNull();
    expect(figures!.waterLitres).toBeNull();
    expect(figures!.percentConsumed).toBeNull();
  });

  it('no clear scene or no weather in the period: no data for the period', () => {
    const tables = new Coefficients(TABLES);
    expect(estimateBiomass(input({ scenes: [{ day: '2025-12-01', ndvi: 0.5 }] }), tables)).toEqual({
      figures: null,
      notices: ['noDataForPeriod'],
    });
    expect(estimateBiomass(input({ method: 'degreeDays' }), tables).notices).toEqual(['noDataForPeriod']);
    expect(estimateBiomass(input({ method: 'radiation' }), tables).notices).toEqual(['noDataForPeriod']);
  });
});
