import { describe, expect, it } from 'vitest';
import { DISPLAY_TIME_ZONE, formatDateTime } from './dates';
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
});

describe('numbers through Intl', () => {
  it('writes es-AR and pt-BR as 1.234,5 and en-US as 1,234.5', () => {
    expect(formatNumber(1234.56, 'es-AR')).toBe('1.234,6');
    expect(formatNumber(-29.4131, 'pt-BR', 4)).toBe('-29,4131');
    expect(formatNumber(1234.56, 'en-US')).toBe('1,234.6');
  });
});
