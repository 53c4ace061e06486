import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/save-file';
import { i18n } from '../../../../i18n/setup';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { formatShortDay } from '../animal/behaviour-charts';
import AnimalCountPanel from './animal-count-panel';
import { renderHerdPanel, textOf } from '../../testing/render-herd-panel';

vi.mock('../../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const COUNT = `GET /data-api/settlements/${SETTLEMENT_ID}/animal-count`;

beforeEach(signInWithAccount);
afterEach(async () => {
  signOut();
  vi.mocked(saveFile).mockClear();
  await i18n.changeLanguage('es-AR');
});

describe('animal count panel', () => {
  it('draws the heads per day over the range, with its summary, download and update time', async () => {
    const api = renderHerdPanel(<AnimalCountPanel />, {
      answers: {
        [COUNT]: {
          body: [
            { date: '2026-03-09', count: 180 },
            { date: '2026-03-10', count: 176 },
          ],
        },
      },
    });
    expect(
      await screen.findByText('Animales que reportaron por día, últimos 7 días (cabezas)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `En 2 días: el último día reportaron 176 animales; el máximo fue 180, el ${formatShortDay('2026-03-09', 'es-AR')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('animal-count-update')).toHaveTextContent(
      'El conteo de animales se actualiza cada 24 horas, a las 21:00 hora de Argentina.',
    );
    const call = api.calls.find((c) => c.path.endsWith('/animal-count'))!;
    expect(call.query.get('toDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(screen.getByRole('button', { name: /^Descargar CSV/ }));
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toMatch(/^La-Esperanza-conteo-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await textOf(file.blob)).toContain('2026-03-10,176');
  });

  it('says in English that the count updates at 00:00 UTC; empty and failed states', async () => {
    await i18n.changeLanguage('en-US');
    await i18n.loadNamespaces(['history', 'telemetry']);
    renderHerdPanel(<AnimalCountPanel />, { answers: { [COUNT]: { body: [] } } });
    expect(await screen.findByText('No animal reported in this range.')).toBeInTheDocument();
    expect(screen.getByTestId('animal-count-update')).toHaveTextContent(
      'The animal count updates every 24 hours, at 00:00 UTC.',
    );
  });

  it('shows the failure', async () => {
    renderHerdPanel(<AnimalCountPanel />, { answers: { [COUNT]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
