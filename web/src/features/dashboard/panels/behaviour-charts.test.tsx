import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { BehaviourDay } from '../../telemetry/api/get-animal-behavior';
import { BehaviourCharts } from './behaviour-charts';

const day = (date: string, overrides: Partial<BehaviourDay> = {}): BehaviourDay => ({
  date,
  grazingHours: 8,
  ruminatingHours: 6.5,
  drinkingHours: 0.5,
  restingHours: 7,
  walkingHours: 2,
  distanceKm: 4.2,
  energyMcal: 14.3,
  readings: 144,
  ...overrides,
});

describe('behaviour charts', () => {
  it('stacks grazing, ruminating and drinking hours per day with exact values in the tooltips', () => {
    renderWithApp(<BehaviourCharts days={[day('2026-03-09'), day('2026-03-10', { grazingHours: 9.25 })]} />);
    expect(screen.getByText('Comportamiento diario, últimos 7 días (h)')).toBeInTheDocument();
    expect(screen.getByText('Distancia recorrida por día (km)')).toBeInTheDocument();
    expect(screen.getByText('Gasto energético por día (Mcal)')).toBeInTheDocument();
    // Legend of the stacked chart.
    for (const name of ['Pastoreo', 'Rumia', 'Bebida'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getByTitle('10/3 · Pastoreo: 9,3 h')).toHaveAttribute('data-value', '9.25');
    expect(screen.getByTitle('9/3 · Rumia: 6,5 h')).toBeInTheDocument();
    expect(screen.getByTitle('9/3 · Bebida: 0,5 h')).toBeInTheDocument();
    expect(screen.getAllByTitle('10/3 · Distancia: 4,2 km')).toHaveLength(1);
    expect(screen.getByTitle('9/3 · Energía: 14,3 Mcal')).toBeInTheDocument();
    // Told in words for screen readers.
    expect(screen.getByText('Recorrió 8,4 km en 2 días; el máximo fue 4,2 km.')).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart-empty')).not.toBeInTheDocument();
  });

  it('says so when the collar has not reported', () => {
    const silent = {
      grazingHours: 0,
      ruminatingHours: 0,
      drinkingHours: 0,
      distanceKm: 0,
      energyMcal: 0,
      readings: 0,
    };
    renderWithApp(<BehaviourCharts days={[day('2026-03-09', silent)]} />);
    expect(screen.getAllByTestId('bar-chart-empty')).toHaveLength(3);
    expect(screen.getAllByText('Sin lecturas en estos días: el collar todavía no reportó.')).toHaveLength(3);
  });
});
