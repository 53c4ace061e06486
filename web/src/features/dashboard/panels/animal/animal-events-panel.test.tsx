import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANIMAL_EVENT_KINDS, type AnimalEvent } from '@tropero/shared/contracts/animal-events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aSettlement, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { renderHerdPanel } from '../../testing/render-herd-panel';
import { aLivePosition } from '../../testing/render-workspace';
import AnimalEventsPanel from './animal-events-panel';

const cow = aLivePosition({ caravana: 'AR-7' });
const EVENTS = `GET /data-api/animals/${cow.animalId}/events`;
const TS = '2026-11-20T13:05:00.000Z';

const anEvent = (changes: Partial<AnimalEvent>): AnimalEvent => ({
  ts: TS,
  kind: 'drinking',
  plotName: null,
  fenceName: null,
  deviceIdentifier: null,
  alertType: null,
  minutes: null,
  lat: null,
  lng: null,
  ...changes,
});
const timeline = {
  animalId: cow.animalId,
  caravana: 'AR-7',
  truncated: false,
  events: [
    anEvent({ kind: 'fenceExit', fenceName: 'Cerco Chico', lat: -29.4, lng: -66.8 }),
    anEvent({ kind: 'drinking', minutes: 20, ts: '2026-11-20T12:00:00.000Z' }),
    anEvent({ kind: 'alertRaised', alertType: 'outsideFence', ts: '2026-11-20T11:00:00.000Z' }),
    anEvent({ kind: 'deviceChange', deviceIdentifier: 'EE:00:00:02', ts: '2026-11-19T10:00:00.000Z' }),
  ],
};

/** The first render of the dashboard's providers is slow on a busy machine. */
const SLOW = { timeout: 5000 };

beforeEach(signInWithAccount);
afterEach(signOut);

type Answers = NonNullable<Parameters<typeof renderHerdPanel>[1]>['answers'];

const render = (answers: Answers = { [EVENTS]: { body: timeline } }, settlement = aSettlement()) =>
  renderHerdPanel(<AnimalEventsPanel />, {
    settlement,
    positions: [cow],
    selection: { kind: 'animal', id: cow.animalId },
    answers,
  });

describe('the animal events panel', () => {
  it('lists the selected animal’s events over the top bar’s range, the latest first, at the settlement’s time', async () => {
    const api = render(undefined, aSettlement({ utcOffsetMinutes: 60 }));
    const list = await screen.findByRole('list', { name: 'Eventos de AR-7' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Salió del cerco Cerco Chico',
      'Visitó el bebedero (20 min)',
      'Alerta: fuera del cerco',
      'Empezó a reportar con el dispositivo EE:00:00:02',
    ]);
    // 13:05 UTC is 14:05 at the settlement's UTC+1.
    expect(items[0]).toHaveTextContent('20/11/2026, 14:05');
    const query = api.calls.find((call) => call.path.endsWith('/events'))!.query;
    expect(query.get('types')).toBe(ANIMAL_EVENT_KINDS.join(','));
    expect((Date.parse(query.get('toDate')!) - Date.parse(query.get('fromDate')!)) / 86_400_000).toBe(7);
    expect(screen.getByText('Período: 1 semana (el rango de la barra superior)')).toBeInTheDocument();
  }, 15_000);

  it('asks again for the kinds the chips leave', async () => {
    const api = render();
    await screen.findByRole('list', { name: 'Eventos de AR-7' }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Alertas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dispositivos' }));
    await waitFor(
      () => expect(api.calls.filter((call) => call.path.endsWith('/events'))).toHaveLength(3),
      SLOW,
    );
    expect(api.calls.at(-1)!.query.get('types')).toBe(
      'fenceExit,fenceReturn,plotEntry,plotExit,drinking,allocationStart,allocationEnd',
    );
  }, 15_000);

  it('says when older events were left out', async () => {
    render({ [EVENTS]: { body: { ...timeline, truncated: true } } });
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent(
      'Se muestran los 4 eventos más recientes',
    );
  });

  it('says when there are no events', async () => {
    render({ [EVENTS]: { body: { ...timeline, events: [] } } });
    expect(
      await screen.findByText('No hubo eventos de estos tipos en el período.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('asks for an animal when none is selected', () => {
    renderHerdPanel(<AnimalEventsPanel />, { positions: [cow] });
    expect(screen.getByText('Elegí un animal para ver sus eventos en el período.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    render({ [EVENTS]: { status: 500, body: {} } });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'No se pudieron cargar los eventos del animal',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
