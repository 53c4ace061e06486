import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('the legend on a phone', () => {
  const counts = { ok: 170, noSignal: 6, lowBattery: 4, outsideFence: 0 };
  let matchMedia: typeof window.matchMedia;
  beforeEach(() => {
    matchMedia = window.matchMedia;
    // A 390-pixel-wide screen: the phone's media query holds.
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query.includes('max-width: 47.99em') }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('starts folded into a chip with the count and the states needing attention, and opens on a tap', async () => {
    renderWithApp(<AnimalsLegend counts={counts} total={180} />);
    const legend = screen.getByTestId('animals-legend');
    expect(legend).toHaveAttribute('data-expanded', 'false');
    expect(legend).toHaveAttribute('data-count', '180');
    const chip = within(legend).getByRole('button', { name: 'Animales en el mapa · 180' });
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    expect(chip).toHaveTextContent('18046');
    expect([...legend.querySelectorAll('[data-state]')].map((row) => row.getAttribute('data-state'))).toEqual(
      ['lowBattery', 'noSignal'],
    );

    await userEvent.click(chip);
    expect(legend).toHaveAttribute('data-expanded', 'true');
    expect(within(legend).getByText('Sin señal (> 2 h)')).toBeInTheDocument();
    await userEvent.click(within(legend).getByRole('button', { name: 'Ocultar la leyenda' }));
    expect(legend).toHaveAttribute('data-expanded', 'false');
  });
});

describe('the legend on a larger screen', () => {
  it('starts open and folds into the chip on demand', async () => {
    renderWithApp(
      <AnimalsLegend counts={{ ok: 2, noSignal: 0, lowBattery: 0, outsideFence: 0 }} total={2} />,
    );
    const legend = screen.getByTestId('animals-legend');
    expect(legend).toHaveAttribute('data-expanded', 'true');
    await userEvent.click(within(legend).getByRole('button', { name: 'Ocultar la leyenda' }));
    expect(within(legend).getByRole('button', { name: 'Animales en el mapa · 2' })).toBeInTheDocument();
  });
});
