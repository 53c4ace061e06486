import type { CropBody } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Crop } from './farm-types';
import { useCropMutation } from './crop-mutation';

/** POST /plots/{id}/crops: a new crop without an end date closes the open one; answers the history. */
export const addCrop = (plotId: string, crop: CropBody): Promise<Crop[]> =>
  api.post<Crop[]>(`/plots/${plotId}/crops`, crop, { alert: false });

export const useAddCrop = (plot: { _id: string; settlementId: string }) =>
  useCropMutation(plot, (crop: CropBody) => addCrop(plot._id, crop));
