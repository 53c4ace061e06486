import type { CropBody } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Crop } from './farm-types';
import { useCropMutation } from './crop-mutation';

/** PUT /plots/{id}/crops/{cropId}: the whole crop is sent again; answers the history. */
export const updateCrop = (plotId: string, cropId: string, crop: CropBody): Promise<Crop[]> =>
  api.put<Crop[]>(`/plots/${plotId}/crops/${cropId}`, crop, { alert: false });

export const useUpdateCrop = (plot: { _id: string; settlementId: string }) =>
  useCropMutation(plot, ({ cropId, crop }: { cropId: string; crop: CropBody }) =>
    updateCrop(plot._id, cropId, crop),
  );
