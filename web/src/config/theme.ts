import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The brand colours of spec §9, defined once (docs/ui.md: components never hard-code colours). */
const brand: MantineColorsTuple = [
  '#e9f8ef',
  '#d3efdd',
  '#a6ddbb',
  '#76ca97',
  '#4fba79',
  '#36b066',
  '#27a95b',
  '#18944b',
  '#0d8441',
  '#007235',
];

const navy: MantineColorsTuple = [
  '#eaf0f7',
  '#d3dde9',
  '#a4b9d3',
  '#7293bd',
  '#4b74aa',
  '#33619f',
  '#25579b',
  '#174786',
  '#12304f',
  '#0b223a',
];

const danger: MantineColorsTuple = [
  '#ffeaea',
  '#fdd4d4',
  '#f5a7a7',
  '#ee7777',
  '#e84e4e',
  '#e43434',
  '#e32626',
  '#ca1919',
  '#b51215',
  '#9e0410',
];

/** The series colours of docs/ui.md, the same in charts, legends and the map. */
export const seriesColors = {
  grazing: brand[7],
  ruminating: '#e8a200',
  drinking: '#1c7ed6',
  resting: '#868e96',
  walking: '#7048e8',
  /** Other single-series bars (km, Mcal, heads). */
  neutral: navy[5],
  /** The collar's temperature line. */
  temperature: '#e8590c',
  /** The air's temperature beside it (weather). */
  air: '#1c7ed6',
  /** A normal range drawn behind a series (the reference temperature band). */
  normalBand: brand[4],
  /** Reference marks over a series: the animal's own baseline, the herd median. */
  reference: navy[9],
} as const;

/** The animal states of the live map (docs/ui.md): ok, no signal for 2 h, low battery, outside its fence. */
export const animalStateColors = {
  ok: brand[7],
  noSignal: '#868e96',
  lowBattery: '#f08c00',
  outsideFence: danger[7],
} as const;

/**
 * Roundup colours of the map's "colour by roundup" (docs/ui.md): apart from the state colours and from
 * pasture greens, each with a white halo readable on satellite imagery; the first roundup takes the
 * first colour. Animals without a roundup are drawn in `noRoundup`.
 */
export const roundupColors = {
  palette: ['#1971c2', '#c2255c', '#7048e8', '#f2b705', '#0c8599', '#8d5a2b', '#be4bdb', '#4dabf7'],
  noRoundup: navy[3],
} as const;

export const theme = createTheme({
  // A phone set to reduce motion gets no transitions or shimmering skeletons (they also cost its battery).
  respectReducedMotion: true,
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand, navy, danger },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { headerHeight: 60 },
});
