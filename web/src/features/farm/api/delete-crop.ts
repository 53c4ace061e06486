import { api } from '../../../api/client';
import { useCropMutation } from './crop-mutation';

/** DELETE /plots/{id}/crops/{cropId}. */
export const deleteCrop = (plotId: string, cropId: string): Promise<unknown> =>
  api.delete(`/plots/${plotId}/crops/${cropId}`);

export const useDeleteCrop = (plot: { _id: string; settlementId: string }) =>
  useCropMutation(plot, (cropId: string) => deleteCrop(plot._id, cropId));
