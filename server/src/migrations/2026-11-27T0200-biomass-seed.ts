/*
 * Version 1 of the biomass coefficient tables and the calculation regions, as shipped by the migration
 * of the same name (frozen with it; later changes are new versions written by a superadmin).
 *
 * `sourced` rows were read in the source docs/domain.md cites; every other row is a configurable default
 * (docs/domain.md [U]) awaiting CREA/INTA calibration, and the API says so with each figure.
 */

type Confidence = 'sourced' | 'unverified';
export interface SeedRow {
  table: string;
  key: string;
  value: number;
  unit: string;
  source: string;
  confidence: Confidence;
}

/** Calculation regions of Argentina: a rough box for the default of a settlement, and the crop groups offered. */
export const REGIONS: {
  id: string;
  name: string;
  groups: string[];
  box: [minLat: number, maxLat: number, minLng: number, maxLng: number];
}[] = [
  {
    id: 'pampa-humeda',
    name: 'Pampa Húmeda',
    groups: ['pastura', 'megatermica', 'natural', 'verdeo-invierno', 'verdeo-verano', 'rastrojo'],
    box: [-39, -31, -62.5, -56.5],
  },
  {
    id: 'pampa-semiarida',
    name: 'Pampa Semiárida',
    groups: ['pastura', 'megatermica', 'natural', 'verdeo-invierno', 'verdeo-verano', 'rastrojo'],
    box: [-39, -32, -66, -62.5],
  },
  {
    id: 'nea',
    name: 'NEA',
    groups: ['pastura', 'megatermica', 'natural', 'verdeo-invierno', 'verdeo-verano', 'rastrojo'],
    box: [-31, -22, -61, -53.5],
  },
  {
    id: 'noa',
    name: 'NOA',
    groups: ['pastura', 'megatermica', 'natural', 'verdeo-invierno', 'verdeo-verano', 'rastrojo'],
    box: [-30, -21.5, -68.5, -61],
  },
  {
    id: 'cuyo',
    name: 'Cuyo',
    groups: ['pastura', 'megatermica', 'natural', 'verdeo-invierno', 'verdeo-verano'],
    box: [-37.5, -28, -70.5, -65],
  },
  {
    id: 'patagonia',
    name: 'Patagonia',
    groups: ['pastura', 'natural', 'verdeo-invierno'],
    box: [-55.5, -37.5, -73.5, -62],
  },
];

const PLACEHOLDER =
  'Default pending local calibration: domain.md §5 asks for regressions per resource and region (Laplacette et al. 2025); no published coefficients found';
const CREA_PLACEHOLDER =
  'Default monthly shape pending CREA/INTA values (domain.md §5d: CREA tables not found in public sources; structure per Bavera 2006)';

/** Relative productivity of each region, applied to the default regression and monthly growth [U]. */
const REGION_FACTOR: Record<string, number> = {
  'pampa-humeda': 1,
  'pampa-semiarida': 0.7,
  nea: 0.9,
  noa: 0.7,
  cuyo: 0.5,
  patagonia: 0.4,
};

/** Default NDVI regression per group: kg DM/ha = a·NDVI + b [U]. */
const REGRESSION: Record<string, [a: number, b: number]> = {
  pastura: [5000, -700],
  megatermica: [6000, -900],
  natural: [4000, -500],
  'verdeo-invierno': [4500, -600],
  'verdeo-verano': [6500, -1000],
  rastrojo: [3000, -300],
};

/** Default daily growth by month (January first), kg DM/ha/day, for the Pampa Húmeda [U]. */
const MONTHLY_GROWTH: Record<string, number[]> = {
  pastura: [35, 30, 25, 18, 12, 8, 8, 12, 25, 40, 45, 40],
  megatermica: [60, 55, 40, 15, 5, 2, 2, 5, 15, 35, 50, 60],
  natural: [20, 18, 14, 8, 5, 3, 3, 5, 10, 18, 22, 22],
  'verdeo-invierno': [0, 0, 20, 30, 30, 20, 20, 35, 40, 30, 10, 0],
  'verdeo-verano': [70, 60, 40, 0, 0, 0, 0, 0, 0, 20, 50, 70],
  // Stubble does not grow: its standing dry matter needs the satellite method.
  rastrojo: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
};

const unverified = (table: string, key: string, value: number, unit: string, source = PLACEHOLDER) => ({
  table,
  key,
  value,
  unit,
  source,
  confidence: 'unverified' as const,
});

const round = (value: number) => Math.round(value * 100) / 100;

function regionalRows(): SeedRow[] {
  return REGIONS.flatMap((region) =>
    region.groups.flatMap((group) => {
      const factor = REGION_FACTOR[region.id]!;
      const [a, b] = REGRESSION[group]!;
      return [
        unverified(
          'satelliteRegression',
          `a/${group}/${region.id}`,
          round(a * factor),
          'kg DM/ha per NDVI unit',
        ),
        unverified('satelliteRegression', `b/${group}/${region.id}`, round(b * factor), 'kg DM/ha'),
        ...MONTHLY_GROWTH[group]!.map((growth, month) =>
          unverified(
            'creaTable',
            `${group}/${region.id}/${month + 1}`,
            round(growth * factor),
            'kg DM/ha/day',
            CREA_PLACEHOLDER,
          ),
        ),
      ];
    }),
  );
}

const THERMAL: Record<string, [tbase: number, kgPerDegreeDay: number]> = {
  pastura: [5, 4],
  megatermica: [10, 5],
  natural: [7, 2.5],
  'verdeo-invierno': [4, 5],
  'verdeo-verano': [10, 6],
  rastrojo: [5, 0],
};
const THERMAL_SOURCE =
  'Default: domain.md §5c found the GDD method (Calistro 2022; Dotta 2018) but no Tbase nor kg DM per °Cd per species';

const RUE_OVERSEEDED =
  'Default: Baeza, Paruelo & Ayala 2011 report overseeded grassland about 2× natural (0.24); applied to sown pastures';

export const COEFFICIENTS: SeedRow[] = [
  ...regionalRows(),
  {
    table: 'rue',
    key: 'natural',
    value: 0.24,
    unit: 'g DM/MJ PAR',
    source: 'Baeza, Paruelo & Ayala 2011, Agrociencia Uruguay 15(2):48–59 (natural grassland)',
    confidence: 'sourced',
  },
  unverified('rue', 'pastura', 0.48, 'g DM/MJ PAR', RUE_OVERSEEDED),
  unverified('rue', 'megatermica', 0.6, 'g DM/MJ PAR', 'Default [U]: no source for C4 pastures in domain.md'),
  unverified('rue', 'verdeo-invierno', 0.5, 'g DM/MJ PAR', 'Default [U]: no source for winter forage crops'),
  unverified('rue', 'verdeo-verano', 0.6, 'g DM/MJ PAR', 'Default [U]: no source for summer forage crops'),
  unverified('rue', 'rastrojo', 0, 'g DM/MJ PAR', 'Default [U]: stubble does not grow'),
  unverified(
    'radiation',
    'a',
    1.1638,
    '-',
    'Potter/Grigera fPAR = a·NDVI + b, often cited, marked [U] in domain.md §5b',
  ),
  unverified(
    'radiation',
    'b',
    -0.1426,
    '-',
    'Potter/Grigera fPAR = a·NDVI + b, often cited, marked [U] in domain.md §5b',
  ),
  unverified('radiation', 'max', 0.95, '-', 'domain.md §5b: fPAR clipped to [0, ~0.95] [U]'),
  unverified(
    'radiation',
    'parFraction',
    0.48,
    'PAR / shortwave',
    'domain.md §5b: PAR ≈ 0.48 × global shortwave [U]',
  ),
  ...Object.entries(THERMAL).flatMap(([group, [tbase, perDegreeDay]]) => [
    unverified('degreeDays', `tbase/${group}`, tbase, '°C', THERMAL_SOURCE),
    unverified('degreeDays', `kgPerDegreeDay/${group}`, perDegreeDay, 'kg DM/ha/°Cd', THERMAL_SOURCE),
  ]),
  unverified(
    'grazing',
    'utilisation',
    0.5,
    'share of the forage grazed',
    'domain.md §5d: no sourced value, configurable [U]',
  ),
  {
    table: 'grazing',
    key: 'dmiPercentBw',
    value: 2.5,
    unit: '% of body weight a day',
    source: 'Mullenix 2022; USDA-NRCS: mature cattle 2.2–2.5 % BW (domain.md §6)',
    confidence: 'sourced',
  },
  {
    table: 'grazing',
    key: 'referenceWeightKg',
    value: 400,
    unit: 'kg live weight',
    source: 'Equivalente Vaca: the 400 kg row of Cocimano et al. 1975, in Bavera 2006 (domain.md §6)',
    confidence: 'sourced',
  },
  unverified(
    'grazing',
    'regrowthDays',
    30,
    'days',
    'Default [U]: growth window of the forage budget without a clear scene',
  ),
  unverified(
    'grazing',
    'sceneMaxAgeDays',
    45,
    'days',
    'Default [U]: oldest clear scene the forage budget takes as current',
  ),
  unverified(
    'carbon',
    'fraction',
    0.47,
    'C / DM',
    'IPCC 2006 default, not re-read (domain.md §7 [U]); 0.5 and 0.475 also published',
  ),
  {
    table: 'water',
    key: 'litres/21',
    value: 34,
    unit: 'L/day, 500 kg dry cow',
    source: 'NRC 2000 via extension.org: 9 gal/day for a 1,100 lb dry cow at 70 °F (domain.md §6)',
    confidence: 'sourced',
  },
  unverified(
    'water',
    'litres/10',
    19.4,
    'L/day, 500 kg dry cow',
    'Derived: 34 L at 21 °C and the ≈2.5× rise from 10 to 32 °C (MSU P2490), taken as linear [U]',
  ),
  unverified(
    'water',
    'litres/32',
    48.6,
    'L/day, 500 kg dry cow',
    'Derived: 2.5 × 19.4 L (MSU P2490 ≈2.5× from 10 to 32 °C), taken as linear [U]',
  ),
  unverified(
    'water',
    'litres/4',
    17,
    'L/day, 500 kg dry cow',
    'Default [U]: flat below about 4 °C (Winchester & Morris 1956, via NRC), level not sourced',
  ),
  {
    table: 'water',
    key: 'referenceWeightKg',
    value: 500,
    unit: 'kg live weight',
    source: 'NRC 2000: the 1,100 lb (≈500 kg) cow of the water figures (domain.md §6)',
    confidence: 'sourced',
  },
  unverified(
    'water',
    'referenceTemperatureC',
    21,
    '°C',
    'Default [U]: the NRC figure’s temperature, used when no weather is stored',
  ),
];
