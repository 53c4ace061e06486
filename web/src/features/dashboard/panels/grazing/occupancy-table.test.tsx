import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { occupancyGrid } from './occupancy';
import { OccupancyTable, shadeOf } from './occupancy-table';

const plots = new Map([
  ['p1', { name: 'La Aguada', color: '#ff8800' }],
  ['p2', { name: 'El Bajo', color: '#0088ff' }],
]);
const grid = occupancyGrid(
  [
    {
      plotId: 'p1',
      date: '2026-03-09',
      animals: 120,
      animalHours: 2880,
      grazingHours: 1010.5,
      partial: false,
    },
    {
      plotId: 'p1',
      date: '2026-03-10',
      animals: 118,
      animalHours: 1400.25,
      grazingHours: 500,
      partial: false,
    },
  ],
  ['2026-03-09', '2026-03-10'],
  ['p1', 'p2'],
);

describe('occupancy table', () => {
  it('shows each plot per day with its value, a dash where nobody was, and the totals', () => {
    renderWithApp(
      <OccupancyTable grid={grid} metric="animalHours" plots={plots} title="Ocupación (horas animal)" />,
    );
    const figure = screen.getByRole('figure', { name: 'Ocupación (horas animal)' });
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Potrero', '9/3', '10/3', 'Total']);
    const [aguada, bajo] = within(table).getAllByRole('row').slice(1);
    expect(within(aguada!).getByRole('rowheader')).toHaveTextContent('La Aguada');
    expect(
      within(aguada!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2.880', '1.400,3', '4.280,3']);
    expect(
      within(bajo!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['–', '–', '0']);
    // The legend's scale runs from nothing to the busiest cell.
    expect(figure).toHaveTextContent('2.880 h');
  });

  it('shades cells by their share of the busiest one, and switches metric', () => {
    expect(shadeOf(0, 10)).toBe(0);
    expect(shadeOf(0.1, 10)).toBe(1);
    expect(shadeOf(10, 10)).toBe(9);
    // Green 7 is never used: no text reads on it at 4.5:1.
    expect(shadeOf(8, 10)).toBe(8);
    renderWithApp(<OccupancyTable grid={grid} metric="grazingHours" plots={plots} title="Pastoreo" />);
    expect(screen.getAllByRole('cell')[0]).toHaveTextContent('1.010,5');
    expect(screen.getAllByRole('cell')[0]).toHaveAttribute('data-dark');
  });

  it('moves the focus with the arrow keys and tells all the figures of the focused cell', async () => {
    renderWithApp(<OccupancyTable grid={grid} metric="animals" plots={plots} title="Animales" />);
    const first = screen.getAllByRole('cell')[0]!;
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    expect(
      await screen.findByText('La Aguada, 9/3: 120 animales, 2.880 horas animal, 1.010,5 h de pastoreo'),
    ).toBeInTheDocument();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getAllByRole('cell')[1]!;
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(await screen.findByText('Sin animales ese día')).toBeInTheDocument();
  });
});
