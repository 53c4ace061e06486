import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { greenIndexOverlay } from '../../workspace/green-index-overlay';
import { aPlot, renderInWorkspace } from '../../testing/render-workspace';
import {
  aPoint,
  aSettlementIndex,
  anImage,
  INTEGRATION_OFF,
  NDVI,
  PLOT_A,
  plotImage,
  SETTLEMENT_INDEX,
} from '../../../green-index/testing/green-index-fixtures';
import GreenIndexTab from './green-index-tab';

beforeEach(signInWithAccount);
afterEach(() => {
  signOut();
  greenIndexOverlay.set(null);
});

/** The panel asks in a chain (the settlement, the plot's scenes, the image): more than one answer to wait for. */
const WAIT = { timeout: 20_000 };
const POINTS = [aPoint('2026-10-21', 0.48), aPoint('2026-10-31', null, 0.2), aPoint('2026-11-10', 0.61)];

describe('green-index layer panel', { timeout: 60_000 }, () => {
  it('paints the plot with the newest clear scene, and another layer and date on request, with the legend', async () => {
    const api = renderInWorkspace(<GreenIndexTab />, {
      plots: [aPlot()],
      answers: {
        [SETTLEMENT_INDEX]: { body: aSettlementIndex() },
        [NDVI]: { body: [{ plotId: PLOT_A, plotName: 'Lote Norte', points: POINTS }] },
        [plotImage(PLOT_A)]: ({ query }) => ({
          body: anImage(query.get('layer') as 'ndvi', query.get('sceneId')!, '2026-11-10T14:05:00Z'),
        }),
      },
    });
    // The newest clear scene first; the cloudy one is not offered.
    expect(await screen.findByText('NDVI del 10/11/2026 sobre el mapa', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('2 imágenes despejadas de este potrero en el último año')).toBeInTheDocument();
    expect(screen.getByText('NDVI medio 0,61 · mediana 0,62 · p10–p90 0,51–0,69')).toBeInTheDocument();
    const legend = screen.getByTestId('green-index-legend');
    expect(within(legend).getByText('Escala de NDVI')).toBeInTheDocument();
    expect(within(legend).getByText('-0,2')).toBeInTheDocument();
    expect(within(legend).getByText('Pasto denso')).toBeInTheDocument();
    expect(greenIndexOverlay.get()).toMatchObject({ bbox: [-66.9, -29.5, -66.8, -29.4], opacity: 0.9 });
    expect(screen.getByText('simulado')).toBeInTheDocument();
    expect(screen.getByText('Fuente: Satélite simulado')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'NDWI' }));
    expect(await screen.findByText('NDWI del 10/11/2026 sobre el mapa', {}, WAIT)).toBeInTheDocument();
    expect(within(screen.getByTestId('green-index-legend')).getByText('Agua')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(await screen.findByText('NDWI del 21/10/2026 sobre el mapa', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imagen anterior' })).toBeDisabled();
    const asked = api.calls
      .filter((call) => call.path === `/data-api/plots/${PLOT_A}/green-index`)
      .map((call) => `${call.query.get('layer')} ${call.query.get('sceneId')}`);
    expect(asked).toEqual(['ndvi S2-20261110', 'ndwi S2-20261110', 'ndwi S2-20261021']);
  });

  it('shows the backfill while it runs, and says when the plot has no clear scene yet', async () => {
    renderInWorkspace(<GreenIndexTab />, {
      plots: [aPlot()],
      answers: {
        [SETTLEMENT_INDEX]: {
          body: aSettlementIndex({ backfill: { state: 'running', done: 18, total: 73 } }),
        },
        [NDVI]: {
          body: [{ plotId: PLOT_A, plotName: 'Lote Norte', points: [aPoint('2026-10-31', null, 0.1)] }],
        },
      },
    });
    expect(await screen.findByText('Cargando el último año de imágenes: 25 %', {}, WAIT)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Avance de la carga de imágenes satelitales' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Todavía no hay imágenes despejadas de este potrero: se están cargando.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(greenIndexOverlay.get()).toBeNull();
  });

  it('tells what the green index is and how to get it when the account lacks the integration', async () => {
    renderInWorkspace(<GreenIndexTab />, {
      plots: [aPlot()],
      answers: { [SETTLEMENT_INDEX]: INTEGRATION_OFF },
    });
    const offer = await screen.findByTestId('green-index-off', {}, WAIT);
    expect(within(offer).getByText('Índices verdes satelitales')).toBeInTheDocument();
    expect(within(offer).getByText(/disponible con el plan FULL/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument());
  });
});
