import { describe, expect, it } from 'vitest';
import {
  anppKgHaDay,
  Coefficients,
  type CoefficientRow,
  type CoefficientTable,
  degreeDaysOf,
  dryMatterIntakeKg,
  fparOf,
  grazingDaysOf,
  interpolate,
  MissingCoefficientError,
} from './biomass';
import { estimateBiomass, waterPerAnimalDay, type BiomassInput, type WeatherDay } from './biomass-estimate';

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

const weatherOf = (days: string[], day: (i: number) => WeatherDay) =>
  new Map(days.map((date, i) => [date, day(i)]));

describe('biomass formulas (domain.md §5–§7)', () => {
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

  it('water: the curve at the mean temperature, scaled by weight', () => {
    // 34 L for the 500 kg reference at 21 °C; a 400 kg animal: 34 × 400 / 500 = 27.2 L
    expect(waterPerAnimalDay(new Coefficients(TABLES), 21, 400)).toBeCloseTo(27.2, 9);
  });

  it('a coefficient missing for the crop and its group is an error, not a made-up number', () => {
    const tables = new Coefficients(TABLES);
    expect(() => tables.value('rue', 'alfalfa', 'megatermica')).toThrow(MissingCoefficientError);
  });
});

describe('the four methods, worked by hand', () => {
  it('satellite: a·NDVI + b at the last clear scene; growth is the sum of the rises', () => {
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
        animalsCount: 20,
        daysCount: 30,
      }),
      tables,
    );
    expect(notices).toEqual([]);
    // 5000 × 0.5 − 700 = 1800; 5000 × 0.6 − 700 = 2300; 5000 × 0.55 − 700 = 2050 kg DM/ha
    expect(figures!.biomassKgHa).toBe(2050);
    expect(figures!.biomassKg).toBe(20_500); // × 10 ha
    // rises: (2300 − 1800) + max(0, 2050 − 2300) = 500 kg/ha
    expect(figures!.accumulatedKgHa).toBe(500);
    expect(figures!.accumulatedKg).toBe(5000);
    expect(figures!.growthKgHaDay).toBeCloseTo(500 / 31, 2);
    // one ración = 400 kg × 2.5 % = 10 kg DM; usable = 20,500 × 0.5 = 10,250 kg; 1025 raciones
    expect(figures!.rationKg).toBe(10);
    expect(figures!.rations).toBe(1025);
    // 1025 / 20 animals = 51.25 days; 1025 / 30 days = 34.17 animals; 10,250 / 30 = 341.67 kg a day
    expect(figures!.grazingDays).toBe(51.25);
    expect(figures!.animals).toBeCloseTo(34.17, 2);
    expect(figures!.portionKg).toBeCloseTo(341.67, 2);
    // 20 animals × 30 days × 27.2 L (34 L × 400/500 at 21 °C) = 16,320 L
    expect(figures!.waterLitres).toBe(16_320);
    expect(figures!.waterTemperatureC).toBe(21);
    // carbon of the growth: 5000 kg × 0.47 / 1000 = 2.35 t; CO₂ = 2.35 × 44/12 = 8.6167 t
    expect(figures!.carbonT).toBe(2.35);
    expect(figures!.co2T).toBeCloseTo(8.6167, 4);
    // 20 × 30 × 10 kg = 6000 kg of 10,250 usable: 58.54 %
    expect(figures!.percentConsumed).toBeCloseTo(58.54, 2);
    // 5 to 25 January
    expect(figures!.coveredDays).toBe(21);
    expect(figures!.ndvi).toBe(0.55);
    expect(figures!.sceneDate).toBe('2026-01-25');
    expect(tables.used().map((used) => `${used.table}:${used.key}`)).toContain(
      'satelliteRegression:a/pastura/pampa-humeda',
    );
  });

  it('radiation: Σ RUE × fPAR(NDVI interpolated) × 0.48 × shortwave × 10', () => {
    const days = daysOf('2026-01-01', 3);
    const { figures } = estimateBiomass(
      input({
        method: 'radiation',
        days,
        scenes: [
          { day: '2026-01-01', ndvi: 0.5 },
          { day: '2026-01-03', ndvi: 0.7 },
        ],
        weather: weatherOf(days, () => ({ temperatureMean: 21, radiation: 25 })),
      }),
      new Coefficients(TABLES),
    );
    // NDVI 0.5, 0.6 (interpolated), 0.7 → fPAR 0.4393, 0.55568, 0.67206
    // kg/ha/d = 0.48 × fPAR × 0.48 × 25 × 10: 25.30368 + 32.007168 + 38.710656 = 96.021504
    expect(figures!.accumulatedKgHa).toBeCloseTo(96.02, 2);
    expect(figures!.biomassKg).toBeCloseTo(960.22, 2);
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
        weather: weatherOf(days, (i) => ({ temperatureMean: means[i]!, radiation: null })),
      }),
      new Coefficients(TABLES),
    );
    // (15 − 5) + 0 + (25 − 5) = 30 °Cd × 4 kg/°Cd = 120 kg DM/ha; × 10 ha = 1200 kg
    expect(figures!.biomassKgHa).toBe(120);
    expect(figures!.biomassKg).toBe(1200);
    expect(figures!.coveredDays).toBe(3);
    expect(notices).toEqual(['partialData']);
  });

  it('CREA table: the month’s kg DM/ha/day summed over the days', () => {
    const { figures, notices } = estimateBiomass(
      input({ method: 'creaTable', days: daysOf('2026-01-30', 4) }),
      new Coefficients(TABLES),
    );
    // 30 and 31 January at 35, 1 and 2 February at 30: 130 kg DM/ha
    expect(figures!.biomassKgHa).toBe(130);
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
