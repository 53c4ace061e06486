import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GreenIndexLayer } from '@tropero/shared/green-index';
import { plotGreenIndexSchema } from '@tropero/shared/contracts/green-index';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { noRetryWithoutIntegration } from './integration';

/** Data API GET /plots/{plotId}/green-index: the plot's image in one scene, clipped to it, with its legend. */
export const getPlotGreenIndex = async (plotId: string, layer: GreenIndexLayer, sceneId: string) =>
  parseInDevelopment(
    plotGreenIndexSchema,
    orThrow(await dataApi.get(`/plots/${plotId}/green-index`, { query: { layer, sceneId }, alert: false })),
  );

export const plotGreenIndexQueryOptions = (plotId: string, layer: GreenIndexLayer, sceneId: string | null) =>
  queryOptions({
    queryKey: ['green-index-image', plotId, layer, sceneId],
    queryFn: () => getPlotGreenIndex(plotId, layer, sceneId!),
    enabled: sceneId !== null,
    retry: noRetryWithoutIntegration,
    // A scene's image never changes once rendered.
    staleTime: Infinity,
  });

export const usePlotGreenIndex = (plotId: string, layer: GreenIndexLayer, sceneId: string | null) =>
  useQuery(plotGreenIndexQueryOptions(plotId, layer, sceneId));
