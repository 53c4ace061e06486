import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import '../../herd/testing/dom-gaps';
import {
  aDevice,
  anAnimal,
  fakeApi,
  SETTLEMENT_ID,
  signInWithAccount,
  signOut,
} from '../../herd/testing/fake-api';
import { HerdSearch, type HerdSearchPick } from './herd-search';

const OTHER_SETTLEMENT = '999999999999999999999999';
const cow = anAnimal(7, { caravana: 'AR-0007', roundupName: 'Rodeo Norte', settlementId: OTHER_SETTLEMENT });
const collar = aDevice(1, {
  identifier: 'AR:00:07',
  animalId: cow._id,
  animalCaravana: cow.caravana,
  settlementId: OTHER_SETTLEMENT,
});
const loose = aDevice(2, { identifier: 'AR:00:99', type: 'PUNTO FIJO' });

function renderSearch({ canOpenDevices = true } = {}) {
  const api = fakeApi({ 'GET /search': { body: { animals: [cow], devices: [collar, loose] } } });
  const onPick = vi.fn<(pick: HerdSearchPick) => void>();
  const names = new Map([
    [SETTLEMENT_ID, 'La Esperanza'],
    [OTHER_SETTLEMENT, 'El Ombú'],
  ]);
  function Harness() {
    const [text, setText] = useState('');
    return (
      <HerdSearch
        value={text}
        onChange={setText}
        onPick={onPick}
        canOpenDevices={canOpenDevices}
        settlementNames={names}
      />
    );
  }
  renderWithApp(<Harness />);
  return { api, onPick, user: userEvent.setup() };
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('the top bar search', () => {
  it('lists the matching animals and devices as one types, naming their settlement', async () => {
    const { api, user } = renderSearch();
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar potreros, animales o dispositivos' }),
      'AR',
    );
    expect(await screen.findByText('AR-0007')).toBeInTheDocument();
    expect(screen.getByText('Rodeo Norte · El Ombú')).toBeInTheDocument();
    expect(screen.getByText('AR:00:07')).toBeInTheDocument();
    expect(screen.getByText('En el animal AR-0007 · El Ombú')).toBeInTheDocument();
    expect(screen.getByText('Punto fijo')).toBeInTheDocument();
    const searches = api.calls.filter((call) => call.path === '/search');
    expect(searches.map((call) => call.query.get('q'))).toEqual(['AR']);
  });

  it('waits for two letters before asking the server', async () => {
    const { api, user } = renderSearch();
    await user.type(screen.getByRole('searchbox'), 'A');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls).toHaveLength(0);
  });

  it('leads an animal, or the device it wears, to the animal in its settlement', async () => {
    const { onPick, user } = renderSearch();
    await user.type(screen.getByRole('searchbox'), 'AR');
    await user.click(await screen.findByText('AR-0007'));
    expect(onPick).toHaveBeenLastCalledWith({
      kind: 'animal',
      animalId: cow._id,
      settlementId: OTHER_SETTLEMENT,
    });
    await user.type(screen.getByRole('searchbox'), '0');
    await user.click(await screen.findByText('AR:00:07'));
    expect(onPick).toHaveBeenLastCalledWith({
      kind: 'animal',
      animalId: cow._id,
      settlementId: OTHER_SETTLEMENT,
    });
  });

  it('leads a loose device to the devices list', async () => {
    const { onPick, user } = renderSearch();
    await user.type(screen.getByRole('searchbox'), 'AR');
    await user.click(await screen.findByText('AR:00:99'));
    expect(onPick).toHaveBeenLastCalledWith({ kind: 'device', identifier: 'AR:00:99' });
  });

  it('shows no loose device to a user who cannot open the devices list', async () => {
    const { user } = renderSearch({ canOpenDevices: false });
    await user.type(screen.getByRole('searchbox'), 'AR');
    expect(await screen.findByText('AR:00:07')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('AR:00:99')).not.toBeInTheDocument());
  });
});
