import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/save-file';
import { renderWithApp } from '../../../../test/render';
import type { BehaviourDay } from '../../../telemetry/api/get-animal-behavior';
import { BehaviourCharts } from './behaviour-charts';

vi.mock('../../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const day = (date: string, overrides: Partial<BehaviourDay> = {}): BehaviourDay => ({
  date,
  partial: false,
  grazingHours: 8,
  ruminatingHours: 6.5,
  drinkingHours: 0.5,
  restingHours: 7,
  walkingHours: 2,
  distanceKm: 4.2,
  enMcal: 8.7,
  emMcal: 14.3,
  readings: 144,
  baseline: null,
  ...overrides,
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('behaviour charts', () => {
  it('stacks grazing, ruminating and drinking hours per day with exact values in the tooltips', () => {
    renderWithApp(
      <BehaviourCharts
        days={[day('2026-03-09'), day('2026-03-10', { grazingHours: 9.25 })]}
        caravana="AR-1"
      />,
    );
    expect(screen.getByText('Comportamiento diario, últimos 7 días (h)')).toBeInTheDocument();
    expect(screen.getByText('Distancia recorrida por día (km)')).toBeInTheDocument();
    // Energy on both bases, each with its unit.
    expect(screen.getByText('Energía neta (EN) gastada por día (Mcal EN)')).toBeInTheDocument();
    expect(
      screen.getByText('Energía metabolizable (EM) por día, base de las raciones (Mcal EM)'),
    ).toBeInTheDocument();
    // Legend of the stacked chart.
    for (const name of ['Pastoreo', 'Rumia', 'Bebida'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getByTitle('10/3 · Pastoreo: 9,3 h')).toHaveAttribute('data-value', '9.25');
    expect(screen.getByTitle('9/3 · Rumia: 6,5 h')).toBeInTheDocument();
    expect(screen.getByTitle('9/3 · Bebida: 0,5 h')).toBeInTheDocument();
    expect(screen.getAllByTitle('10/3 · Distancia: 4,2 km')).toHaveLength(1);
    expect(screen.getByTitle('9/3 · Energía neta (EN): 8,7 Mcal EN')).toBeInTheDocument();
    expect(screen.getByTitle('9/3 · Energía metabolizable (EM): 14,3 Mcal EM')).toBeInTheDocument();
    // Told in words for screen readers.
    expect(screen.getByText('Recorrió 8,4 km en 2 días; el máximo fue 4,2 km.')).toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart-empty')).not.toBeInTheDocument();
    // No baseline yet, no herd median: no marks.
    expect(document.querySelectorAll('[data-reference]')).toHaveLength(0);
  });

  it('marks each segment where the animal’s own 7-day average would end it', () => {
    const baseline = { grazingHours: 8, ruminatingHours: 7, drinkingHours: 0.5 };
    renderWithApp(
      <BehaviourCharts
        days={[day('2026-03-10', { grazingHours: 9, ruminatingHours: 6, baseline })]}
        caravana="AR-1"
      />,
    );
    expect(screen.getAllByText('Su promedio de 7 días').length).toBeGreaterThan(0);
    const rumination = document.querySelector('[data-reference="ruminating"]') as HTMLElement;
    // Its segment starts over 9 h of grazing: the mark stands at 9 + 7 = 16 h of the 16 h scale.
    expect(rumination).toHaveAttribute('data-value', '7');
    expect(rumination.style.bottom).toBe('100%');
    expect(screen.getByTitle('10/3 · Rumia: 6 h · Su promedio de 7 días: 7 h')).toBeInTheDocument();
    expect(
      screen.getByText(/El 10\/3: pastoreo 9 h \(su promedio 8 h\), rumia 6 h \(promedio 7 h\)/),
    ).toBeInTheDocument();
  });

  it('draws the settlement’s median on km and Mcal, and downloads each chart as CSV', async () => {
    renderWithApp(
      <BehaviourCharts
        days={[day('2026-03-09'), day('2026-03-10', { distanceKm: 3 })]}
        herd={[
          { date: '2026-03-10', animals: 40, distanceKm: 3.6, enMcal: 8.5, emMcal: 13.9, partial: false },
        ]}
        caravana="AR 1"
      />,
    );
    expect(screen.getByTitle('10/3 · Distancia · Mediana del establecimiento: 3,6 km')).toBeInTheDocument();
    expect(
      screen.getByTitle(
        '10/3 · Energía metabolizable (EM): 14,3 Mcal EM · Mediana del establecimiento: 13,9 Mcal EM',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/El 10\/3: 3 km; la mediana del establecimiento fue 3,6 km\./),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Distancia recorrida por día (km)' }));
    const [file, name] = vi.mocked(saveFile).mock.calls.at(-1)!;
    expect(name).toMatch(/^AR-1-distancia-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await textOf(file.blob)).toBe(
      'Día,Distancia (km),Mediana del establecimiento (km)\r\n2026-03-09,4.2,\r\n2026-03-10,3,3.6',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Descargar CSV: Comportamiento diario/ }));
    const [behaviour] = vi.mocked(saveFile).mock.calls.at(-1)!;
    expect((await textOf(behaviour.blob)).split('\r\n')[0]).toBe(
      'Día,Pastoreo (h),Rumia (h),Bebida (h),"Pastoreo, promedio 7 días (h)","Rumia, promedio 7 días (h)","Bebida, promedio 7 días (h)"',
    );
  });

  it('says so when the collar has not reported', () => {
    const silent = {
      grazingHours: 0,
      ruminatingHours: 0,
      drinkingHours: 0,
      distanceKm: 0,
      enMcal: 0,
      emMcal: 0,
      readings: 0,
    };
    renderWithApp(<BehaviourCharts days={[day('2026-03-09', silent)]} caravana="AR-1" />);
    expect(screen.getAllByTestId('bar-chart-empty')).toHaveLength(4);
    expect(screen.getAllByText('Sin lecturas en estos días: el collar todavía no reportó.')).toHaveLength(4);
    for (const button of screen.getAllByRole('button', { name: /^Descargar CSV/ }))
      expect(button).toBeDisabled();
  });
});
