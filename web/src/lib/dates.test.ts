import { describe, expect, it } from 'vitest';
import {
  DISPLAY_TIME_ZONE,
  formatDateTime,
  formatDay,
  formatShortInstant,
  localTimestamp,
  today,
} from './dates';
import { formatNumber } from './format';

describe('dates at UTC−3 (spec §9)', () => {
  it('uses the fixed −3 offset', () => {
    expect(DISPLAY_TIME_ZONE).toBe('Etc/GMT+3');
  });

  it('shows an instant at Argentine time, in the locale’s order', () => {
    const midnightUtc = '2026-03-10T00:00:00Z';
    expect(formatDateTime(midnightUtc, 'es-AR')).toBe('09/03/2026, 21:00');
    expect(formatDateTime(midnightUtc, 'pt-BR')).toBe('09/03/2026, 21:00');
    expect(formatDateTime(midnightUtc, 'en-US')).toBe('03/09/2026, 09:00 PM');
  });

  it('writes short axis labels and download timestamps at UTC−3', () => {
    const midnightUtc = '2026-03-10T00:00:00Z';
    expect(formatShortInstant(midnightUtc, 'es-AR')).toBe('9/3, 21:00');
    expect(formatShortInstant(midnightUtc, 'es-AR', 'day')).toBe('9/3');
    expect(formatShortInstant(midnightUtc, 'en-US', 'day')).toBe('03/09');
    expect(formatShortInstant(midnightUtc, 'pt-BR', 'time')).toBe('21:00');
    expect(localTimestamp(midnightUtc)).toBe('2026-03-09 21:00 -03:00');
  });
});

describe('dates at a settlement’s own offset', () => {
  const midnightUtc = '2026-03-10T00:00:00Z';

  it('shows the clock of a settlement east of UTC, in the locale’s order', () => {
    expect(formatDateTime(midnightUtc, 'es-AR', 60)).toBe('10/03/2026, 01:00');
    expect(formatShortInstant(midnightUtc, 'en-US', 'dayTime', 60)).toBe('03/10, 01:00 AM');
    expect(formatShortInstant(midnightUtc, 'pt-BR', 'time', 60)).toBe('01:00');
  });

  it('writes offsets that are not whole hours in download timestamps', () => {
    expect(localTimestamp(midnightUtc, 60)).toBe('2026-03-10 01:00 +01:00');
    expect(localTimestamp(midnightUtc, 330)).toBe('2026-03-10 05:30 +05:30');
    expect(localTimestamp(midnightUtc, -210)).toBe('2026-03-09 20:30 -03:30');
    expect(localTimestamp(midnightUtc, 0)).toBe('2026-03-10 00:00 +00:00');
  });
});

describe('calendar days', () => {
  it('writes a day in the locale’s order without moving it', () => {
    expect(formatDay('2025-03-01', 'es-AR')).toBe('01/03/2025');
    expect(formatDay('2025-03-01', 'en-US')).toBe('03/01/2025');
  });

  it('takes today at UTC−3: 01:00 UTC is still the day before in Argentina', () => {
    expect(today(new Date('2026-03-10T01:00:00Z'))).toBe('2026-03-09');
    expect(today(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });
});

describe('numbers through Intl', () => {
  it('writes es-AR and pt-BR as 1.234,5 and en-US as 1,234.5', () => {
    expect(formatNumber(1234.56, 'es-AR')).toBe('1.234,6');
    expect(formatNumber(-29.4131, 'pt-BR', 4)).toBe('-29,4131');
    expect(formatNumber(1234.56, 'en-US')).toBe('1,234.6');
  });
});
