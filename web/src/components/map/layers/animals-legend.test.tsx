import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { countByState } from './animal-states';
import { animalFeatures } from './animals-layer';
import { AnimalsLegend } from './animals-legend';

describe('animal states on the map', () => {
  const animals = [
    { animalId: 'a', lat: -34, lng: -60, state: 'ok' },
    { animalId: 'b', lat: -34.1, lng: -60.1, state: 'ok' },
    { animalId: 'c', lat: -34.2, lng: -60.2, state: 'noSignal' },
    { animalId: 'd', lat: -34.3, lng: -60.3, state: 'outsideFence' },
    { animalId: 'e', lat: null, lng: null, state: 'ok' },
  ];

  it('counts animals by state', () => {
    expect(countByState(animals)).toEqual({ ok: 3, noSignal: 1, lowBattery: 0, outsideFence: 1 });
  });

  it('makes one feature per placed animal, flagging the selected one', () => {
    const features = animalFeatures(
      new Map(animals.map((animal) => [animal.animalId, animal])),
      'c',
    ).features;
    expect(features).toHaveLength(4);
    expect(features.find((feature) => feature.properties?.id === 'c')?.properties).toMatchObject({
      state: 'noSignal',
      selected: true,
    });
    expect(features[0]!.geometry.coordinates).toEqual([-60, -34]);
  });

  it('names every state beside its colour, with its count', () => {
    renderWithApp(
      <AnimalsLegend counts={{ ok: 2, noSignal: 1, lowBattery: 0, outsideFence: 1 }} total={4} />,
    );
    const legend = screen.getByRole('group', { name: 'Animales en el mapa' });
    expect(legend).toHaveAttribute('data-count', '4');
    const rows = [...legend.querySelectorAll('[data-state]')];
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual([
      'ok',
      'noSignal',
      'lowBattery',
      'outsideFence',
    ]);
    expect(within(legend).getByText('Sin señal (> 2 h)')).toBeInTheDocument();
    expect(within(legend).getByText('Fuera del cerco')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Normal2');
    // The colour never goes alone: each row has an icon and its name.
    for (const row of rows) expect(row.querySelector('svg')).not.toBeNull();
  });

  it('lists the roundups with their colours and counts when the dots are coloured by roundup', () => {
    renderWithApp(
      <AnimalsLegend
        counts={{ ok: 3, noSignal: 0, lowBattery: 0, outsideFence: 0 }}
        total={3}
        groups={[
          { key: 'r1', label: 'Rodeo Cría', color: '#1971c2', count: 2 },
          { key: 'none', label: 'Sin rodeo', color: '#7293bd', count: 1 },
        ]}
      />,
    );
    const legend = screen.getByRole('group', { name: 'Animales en el mapa' });
    expect(legend.querySelectorAll('[data-state]')).toHaveLength(0);
    expect(within(legend).getByText('Color por rodeo')).toBeInTheDocument();
    const rows = [...legend.querySelectorAll('[data-roundup]')];
    expect(rows.map((row) => row.textContent)).toEqual(['Rodeo Cría2', 'Sin rodeo1']);
  });
});
