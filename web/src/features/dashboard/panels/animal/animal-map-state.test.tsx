import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { animalMapState } from '@tropero/shared/animal-state';
import { alertParamsSchema } from '@tropero/shared/farm';
import { aSettlement, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { useLiveStore } from '../../../telemetry/components/live-provider';
import { aLivePosition, renderInWorkspace } from '../../testing/render-workspace';
import { AnimalTab } from './animal-tab';

const ANIMAL_ID = 'a'.repeat(24);
const DEVICE_ID = 'c'.repeat(24);
const alertParams = alertParamsSchema.parse({ lowBatteryPercent: 30 });
const settlement = aSettlement({ alertParams });

/** The server's list: its state comes from the shared rule, with the settlement's parameters. */
function listed(battery: number) {
  const ts = Date.now() - 60_000;
  return aLivePosition({
    animalId: ANIMAL_ID,
    deviceId: DEVICE_ID,
    ts,
    battery,
    state: animalMapState({ ts, battery }, false, alertParams, Date.now()),
  });
}

/** Feeds the live store one reading of the collar, as the live stream does. */
function LiveReading({ battery }: { battery: number }) {
  const store = useLiveStore();
  const reading = () =>
    store.merge([
      { deviceId: DEVICE_ID, animalId: ANIMAL_ID, ts: Date.now(), lat: -29.41, lng: -66.86, battery },
    ]);
  return (
    <button type="button" onClick={reading}>
      {`reading at ${battery}`}
    </button>
  );
}

function renderAnimal(battery: number) {
  renderInWorkspace(
    <>
      <AnimalTab />
      <LiveReading battery={30} />
      <LiveReading battery={25} />
    </>,
    { settlement, positions: [listed(battery)], selection: { kind: 'animal', id: ANIMAL_ID } },
  );
}

/** The animal panel's «Estado» figure, once the list has loaded. */
const shownState = async () => within((await screen.findByText('Estado')).parentElement!);

beforeEach(signInWithAccount);
afterEach(signOut);

describe('an animal’s map state, by the settlement’s low-battery threshold (30 %)', () => {
  it('a collar at 25 % is low from the list and after a live reading; at 30 % it is not, on both paths', async () => {
    renderAnimal(25);
    expect(await (await shownState()).findByText('Batería baja')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'reading at 30' }));
    await waitFor(async () => expect((await shownState()).getByText('Normal')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'reading at 25' }));
    await waitFor(async () => expect((await shownState()).getByText('Batería baja')).toBeInTheDocument());
  });

  it('a collar listed at exactly 30 % shows the same state as a live reading at 30 %', async () => {
    renderAnimal(30);
    expect(await (await shownState()).findByText('Normal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'reading at 25' }));
    await waitFor(async () => expect((await shownState()).getByText('Batería baja')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'reading at 30' }));
    await waitFor(async () => expect((await shownState()).getByText('Normal')).toBeInTheDocument());
  });
});
