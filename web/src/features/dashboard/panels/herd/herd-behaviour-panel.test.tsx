import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/save-file';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import HerdBehaviourPanel from './herd-behaviour-panel';
import { renderHerdPanel, textOf } from '../../testing/render-herd-panel';

vi.mock('../../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const BEHAVIOUR = `GET /data-api/settlements/${SETTLEMENT_ID}/herd-behaviour`;
const spread = (mean: number) => ({
  mean,
  min: mean - 2,
  p25: mean - 1,
  median: mean,
  p75: mean + 1,
  max: mean + 2,
});
const day = (date: string, grazing: number) => ({
  date,
  animals: 120,
  grazing: spread(grazing),
  ruminating: spread(6),
  drinking: spread(0.5),
  partial: false,
});

beforeEach(signInWithAccount);
afterEach(() => {
  signOut();
  vi.mocked(saveFile).mockClear();
});

describe('herd behaviour panel', () => {
  it('draws the herd’s daily mean and spread per behaviour, and links the animals below their baseline', async () => {
    renderHerdPanel(<HerdBehaviourPanel />, {
      answers: {
        [BEHAVIOUR]: {
          body: {
            days: [day('2026-03-09', 8), day('2026-03-10', 9)],
            outliers: [
              {
                animalId: 'a'.repeat(24),
                caravana: 'AR-7',
                date: '2026-03-10',
                ruminatingHours: 5,
                baselineHours: 6.5,
                dropMinutes: 90,
              },
            ],
          },
        },
      },
    });
    const grazing = (await screen.findByText('Pastoreo del rodeo por día, últimos 7 días (h)')).closest(
      'figure',
    )!;
    expect(within(grazing).getByText('Mitad central del rodeo (p25 a p75)')).toBeInTheDocument();
    expect(
      within(grazing).getByText(
        'Pastoreo: promedio de 8,5 h por día, entre 8 h y 9 h; el último día la mitad central del rodeo estuvo entre 8 h y 10 h.',
      ),
    ).toBeInTheDocument();
    expect(within(grazing).getAllByTitle(/Mitad central del rodeo \(p25 a p75\): 8 h – 10 h$/)).toHaveLength(
      1,
    );
    fireEvent.click(within(grazing).getByRole('button', { name: /^Descargar CSV/ }));
    const [file] = vi.mocked(saveFile).mock.calls[0]!;
    expect(await textOf(file.blob)).toContain('2026-03-10,120,9,7,8,9,10,11');

    const outliers = screen.getByRole('list', { name: 'Animales fuera de su promedio de 7 días' });
    expect(within(outliers).getByRole('button', { name: 'AR-7' })).toBeInTheDocument();
    expect(outliers).toHaveTextContent('90 min menos que su promedio (6,5 h)');
  });

  it('says when no animal reported and none is outside its baseline', async () => {
    renderHerdPanel(<HerdBehaviourPanel />, {
      answers: { [BEHAVIOUR]: { body: { days: [], outliers: [] } } },
    });
    expect(await screen.findAllByText('Ningún animal reportó en este rango.')).toHaveLength(3);
    expect(screen.getByTestId('herd-outliers-none')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderHerdPanel(<HerdBehaviourPanel />, { answers: { [BEHAVIOUR]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el comportamiento del rodeo',
    );
  });
});
