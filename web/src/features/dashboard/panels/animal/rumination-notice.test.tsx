import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import type { BehaviourDay } from '../../../telemetry/api/get-animal-behavior';
import { RuminationNotice } from './rumination-notice';

const day = (date: string, ruminatingHours: number, baseline: number | null): BehaviourDay => ({
  date,
  partial: false,
  grazingHours: 8,
  ruminatingHours,
  drinkingHours: 0.5,
  restingHours: 6,
  walkingHours: 1,
  distanceKm: 4,
  enMcal: 9,
  emMcal: 14.8,
  readings: 144,
  baseline: baseline === null ? null : { grazingHours: 8, ruminatingHours: baseline, drinkingHours: 0.5 },
});
const now = new Date('2026-11-23T15:00:00Z');

describe('the rumination notice', () => {
  it('tells of a drop of 30 minutes or more below the animal’s own baseline on its last whole day', () => {
    renderWithApp(
      <RuminationNotice
        days={[day('2026-11-21', 8, 8), day('2026-11-22', 7.25, 8)]}
        offsetMinutes={-180}
        now={now}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'El 22/11 rumió 7,3 h, 45 min menos que su promedio de los 7 días anteriores (8 h).',
    );
  });

  it('says nothing for a smaller drop, without a baseline, or for the day still adding up', () => {
    const { rerender } = renderWithApp(
      <RuminationNotice days={[day('2026-11-22', 7.6, 8)]} offsetMinutes={-180} now={now} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<RuminationNotice days={[day('2026-11-22', 5, null)]} offsetMinutes={-180} now={now} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <RuminationNotice
        days={[day('2026-11-22', 8, 8), day('2026-11-23', 2, 8)]}
        offsetMinutes={-180}
        now={now}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // 01:00 UTC on the 24th is still the 23rd at the settlement (UTC−3): that day is not whole yet.
    const lateEvening = new Date('2026-11-24T01:00:00Z');
    rerender(
      <RuminationNotice
        days={[day('2026-11-22', 8, 8), day('2026-11-23', 2, 8)]}
        offsetMinutes={-180}
        now={lateEvening}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <RuminationNotice
        days={[day('2026-11-22', 8, 8), day('2026-11-23', 2, 8)]}
        offsetMinutes={0}
        now={lateEvening}
      />,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
