import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { CropType } from './farm-types';

/** GET /crop-types: every crop type, withdrawn ones included (`available: false`) so old crops still read. */
export const getCropTypes = (): Promise<CropType[]> => api.get<CropType[]>('/crop-types');

export const cropTypesQueryOptions = () =>
  queryOptions({ queryKey: ['crop-types'], queryFn: getCropTypes, staleTime: Infinity });

export const useCropTypes = () => useQuery(cropTypesQueryOptions());
