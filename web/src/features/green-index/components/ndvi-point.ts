import type { NdviPoint } from '@tropero/shared/contracts/green-index';

/*
 * What a plot's figures in a scene are good for: a clear view with figures, not doubtful, is a value
 * to draw on the line and to summarise; a doubtful one ("dudosa") is drawn apart with its reason.
 */

export const usable = (point: NdviPoint): point is NdviPoint & { mean: number } =>
  point.clear && point.mean !== null && point.doubt === null;

export const doubtful = (point: NdviPoint): point is NdviPoint & { doubt: NonNullable<NdviPoint['doubt']> } =>
  point.doubt !== null;
