import type { NdviPoint, SettlementGreenIndex } from '@tropero/shared/contracts/green-index';
import { GREEN_INDEX_RAMPS } from '@tropero/shared/green-index';
import { SETTLEMENT_ID } from '../../herd/testing/fake-api';

export const PLOT_A = 'b'.repeat(24);
export const PLOT_B = 'e'.repeat(24);
export const SETTLEMENT_INDEX = `GET /data-api/settlements/${SETTLEMENT_ID}/green-index`;
export const NDVI = `GET /data-api/settlements/${SETTLEMENT_ID}/ndvi`;
export const plotImage = (plotId: string) => `GET /data-api/plots/${plotId}/green-index`;

export const aSettlementIndex = (changes: Partial<SettlementGreenIndex> = {}): SettlementGreenIndex => ({
  source: 'simulated',
  simulated: true,
  layers: ['ndvi', 'ndwi', 'evi'],
  backfill: { state: 'done', done: 73, total: 73 },
  scenes: [{ sceneId: 'S2-20261120', date: '2026-11-20T14:05:00Z', plotsClear: 2, plotsTotal: 2 }],
  ...changes,
});

/** A scene of a plot: clear with its figures, or hidden by clouds (no figures). */
export const aPoint = (date: string, mean: number | null, validShare = 0.97): NdviPoint => ({
  date: `${date}T14:05:00Z`,
  sceneId: `S2-${date.replaceAll('-', '')}`,
  clear: mean !== null,
  validShare,
  mean,
  median: mean === null ? null : mean + 0.01,
  p10: mean === null ? null : mean - 0.1,
  p90: mean === null ? null : mean + 0.08,
  doubt: null,
});

/** The server's image answer for a plot in one scene. */
export const anImage = (layer: 'ndvi' | 'ndwi' | 'evi', sceneId: string, date: string) => ({
  layer,
  sceneId,
  date,
  bbox: [-66.9, -29.5, -66.8, -29.4],
  image: 'data:image/png;base64,iVBORw0KGgo=',
  legend: GREEN_INDEX_RAMPS[layer],
  source: 'simulated',
  simulated: true,
});

export const INTEGRATION_OFF = {
  status: 403,
  body: {
    message: 'La cuenta no tiene habilitada la integración satelital.',
    details: { code: 'SATELLITE_INTEGRATION_REQUIRED' },
  },
};
