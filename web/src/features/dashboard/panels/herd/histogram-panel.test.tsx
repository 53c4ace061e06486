import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../herd/testing/dom-gaps';
import { saveFile } from '../../../../lib/save-file';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { aLivePosition } from '../../testing/render-workspace';
import HistogramPanel from './histogram-panel';
import { renderHerdPanel, textOf } from '../../testing/render-herd-panel';

vi.mock('../../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const ANIMAL = 'a'.repeat(24);
const DISTRIBUTION = `GET /data-api/settlements/${SETTLEMENT_ID}/distribution`;
const animal = (n: number, distanceKm: number, grazingHours: number) => ({
  animalId: n === 1 ? ANIMAL : String(n).repeat(24),
  caravana: `AR-${n}`,
  days: 7,
  distanceKm,
  grazingHours,
  ruminatingHours: 6,
});
const herd = [animal(1, 1.5, 8), animal(2, 2.5, 9), animal(3, 3.5, 7.5), animal(4, 3.8, 8.2)];

beforeEach(signInWithAccount);
afterEach(() => {
  signOut();
  vi.mocked(saveFile).mockClear();
});

describe('histogram panel', () => {
  it('counts the herd per km/day with the selected animal marked, and switches measure and day', async () => {
    const api = renderHerdPanel(<HistogramPanel />, {
      selection: { kind: 'animal', id: ANIMAL },
      positions: [aLivePosition({ animalId: ANIMAL, caravana: 'AR-1' })],
      answers: { [DISTRIBUTION]: { body: herd } },
    });
    const chart = (await screen.findByText('Animales según distancia por día, últimos 7 días (km)')).closest(
      'figure',
    )!;
    expect(within(chart).getByText('AR-1: 1,5 km')).toBeInTheDocument();
    expect(within(chart).getByTestId('histogram-chart-marked')).toBeInTheDocument();
    expect(
      within(chart).getByText('4 animales: la mediana es 3 km, de 1,5 km a 3,8 km. AR-1 está en 1,5 km.'),
    ).toBeInTheDocument();
    // Each bar tells its span and exact count.
    const plot = within(chart).getByRole('slider');
    fireEvent.keyDown(plot, { key: 'End' });
    expect(plot.getAttribute('aria-valuetext')).toBe('3,5 a 4 km · 2 animales');
    expect(within(chart).getByRole('tooltip')).toHaveTextContent('Animales: 2 animales');

    fireEvent.click(within(chart).getByRole('button', { name: /^Descargar CSV/ }));
    const [file] = vi.mocked(saveFile).mock.calls[0]!;
    expect(await textOf(file.blob)).toContain('AR-2,7,2.5,9,6');

    fireEvent.click(screen.getByRole('radio', { name: 'Pastoreo (h)' }));
    expect(screen.getByText('Animales según pastoreo por día, últimos 7 días (h)')).toBeInTheDocument();
    // The whole range asks for the top bar's instants; one day asks for that day.
    const asked = () =>
      api.calls.filter((call) => call.path.endsWith('/distribution')).map((call) => call.query);
    expect(asked()[0]!.get('fromDate')).toMatch(/T/);
    const user = userEvent.setup();
    await user.click(screen.getByDisplayValue('Todo el rango'));
    await user.click((await screen.findAllByRole('option', { hidden: true }))[1]!);
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]!.get('fromDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked()[1]!.get('toDate')).toBe(asked()[1]!.get('fromDate'));
  });

  it('says when no animal reported', async () => {
    renderHerdPanel(<HistogramPanel />, { answers: { [DISTRIBUTION]: { body: [] } } });
    expect(await screen.findByText('Ningún animal reportó en este período.')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderHerdPanel(<HistogramPanel />, { answers: { [DISTRIBUTION]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la distribución del rodeo');
  });
});
