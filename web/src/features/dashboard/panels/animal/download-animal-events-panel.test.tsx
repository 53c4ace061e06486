import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../lib/notify';
import { signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { renderHerdPanel } from '../../testing/render-herd-panel';
import { aLivePosition } from '../../testing/render-workspace';
import DownloadAnimalEventsPanel from './download-animal-events-panel';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

const cow = aLivePosition({ caravana: 'AR-7' });
const DOWNLOAD = `/data-api/animals/${cow.animalId}/events/download`;

beforeEach(() => {
  signInWithAccount();
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
});
afterEach(signOut);

describe('the download animal events action', () => {
  it('downloads the selected animal’s events over the top bar’s range as CSV', async () => {
    const api = renderHerdPanel(<DownloadAnimalEventsPanel />, {
      positions: [cow],
      selection: { kind: 'animal', id: cow.animalId },
      answers: { [`GET ${DOWNLOAD}`]: { body: 'a,b\n' } },
    });
    // The selected animal is picked once the herd's live positions are in.
    await screen.findByDisplayValue('AR-7', {}, { timeout: 4000 });
    expect(screen.getByRole('radio', { name: 'Excel (XLSX)' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));

    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const query = api.calls.find((call) => call.path === DOWNLOAD)!.query;
    expect(query.get('format')).toBe('csv');
    expect((Date.parse(query.get('toDate')!) - Date.parse(query.get('fromDate')!)) / 86_400_000).toBe(7);
  }, 15_000);

  it('waits for an animal to be picked', () => {
    renderHerdPanel(<DownloadAnimalEventsPanel />, { positions: [cow] });
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeDisabled();
  });

  it('says when the download failed', async () => {
    renderHerdPanel(<DownloadAnimalEventsPanel />, {
      positions: [cow],
      selection: { kind: 'animal', id: cow.animalId },
      answers: { [`GET ${DOWNLOAD}`]: { status: 500, body: {} } },
    });
    await screen.findByDisplayValue('AR-7', {}, { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'No pudimos preparar la descarga. Probá de nuevo en unos minutos.',
      ),
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  }, 15_000);
});
