import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { formatAge, LiveOfflineBadge } from './live-offline-badge';

const NOW = Date.UTC(2026, 10, 20, 15, 0);
const MINUTE = 60_000;

describe('age of the live data', () => {
  it('takes the largest unit that fits, in each language', () => {
    expect(formatAge(30_000, 'es-AR')).toBeNull();
    expect(formatAge(5 * MINUTE + 59_000, 'es-AR')).toBe('5 min');
    expect(formatAge(3 * 60 * MINUTE, 'es-AR')).toBe('3 h');
    expect(formatAge(3 * 24 * 60 * MINUTE, 'es-AR')).toBe('3 días');
    expect(formatAge(3 * 24 * 60 * MINUTE, 'pt-BR')).toBe('3 dias');
    expect(formatAge(3 * 60 * MINUTE, 'en-US')).toBe('3 hr');
  });
});

describe('the map offline badge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('says how old the data on screen is, and keeps the age up to date', () => {
    renderWithApp(<LiveOfflineBadge since={NOW - 5 * MINUTE} />);
    const badge = screen.getByRole('status');
    expect(badge).toHaveTextContent('Sin conexión · datos de hace 5 min');
    // The exact moment on hover, at UTC−3.
    expect(badge).toHaveAttribute('title', '20/11/2026, 11:55');
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(badge).toHaveTextContent('Sin conexión · datos de hace 1 h');
  });

  it('reads "less than a minute" for data just lost', () => {
    renderWithApp(<LiveOfflineBadge since={NOW - 10_000} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión · datos de hace menos de un minuto');
  });

  it('without data yet, says it comes when the signal does', () => {
    renderWithApp(<LiveOfflineBadge since={null} />);
    const badge = screen.getByRole('status');
    expect(badge).toHaveTextContent('Sin conexión: los datos se cargan cuando vuelva la señal.');
    expect(badge).not.toHaveAttribute('title');
  });
});
