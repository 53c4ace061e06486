import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { aLivePosition, renderInWorkspace } from '../../testing/render-workspace';
import { DownloadDataPanel } from './download-data-panel';

const cow = aLivePosition({ caravana: 'AR-7' });
const file = { body: 'a,b\n1,2\n' };

beforeEach(() => {
  signInWithAccount();
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
});
afterEach(signOut);

describe('the download data action', () => {
  it('downloads the settlement’s animals as Excel by default', async () => {
    const api = renderInWorkspace(<DownloadDataPanel />, { answers: { 'GET /exports/animals': file } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/exports/animals')).toBe(true));
    const call = api.calls.find((candidate) => candidate.path === '/exports/animals')!;
    expect(Object.fromEntries(call.query)).toMatchObject({ settlementId: SETTLEMENT_ID, format: 'xlsx' });
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('downloads the selected animal’s locations over the top bar’s range as GeoJSON', async () => {
    const api = renderInWorkspace(<DownloadDataPanel />, {
      positions: [cow],
      selection: { kind: 'animal', id: cow.animalId },
      answers: { 'GET /exports/locations': file },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Ubicaciones reportadas' }));
    expect(screen.getByText('Período: 1 semana (el rango de la barra superior)')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Solo el animal AR-7' }));
    await user.click(screen.getByRole('radio', { name: 'GeoJSON' }));
    await user.click(screen.getByRole('button', { name: 'Descargar' }));

    await waitFor(() => expect(api.calls.some((call) => call.path === '/exports/locations')).toBe(true));
    const query = api.calls.find((call) => call.path === '/exports/locations')!.query;
    expect(query.get('animalIds')).toBe(cow.animalId);
    expect(query.get('settlementId')).toBeNull();
    expect(query.get('format')).toBe('geojson');
    const days = (Date.parse(query.get('toDate')!) - Date.parse(query.get('fromDate')!)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('offers GeoJSON for locations only', async () => {
    renderInWorkspace(<DownloadDataPanel />, { answers: {} });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Ubicaciones reportadas' }));
    await user.click(screen.getByRole('radio', { name: 'GeoJSON' }));
    await user.click(screen.getByRole('radio', { name: /Eventos diarios/ }));
    expect(screen.queryByRole('radio', { name: 'GeoJSON' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Excel (XLSX)' })).toBeChecked();
  });
});
