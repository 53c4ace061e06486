import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useRefreshHerd } from './herd-invalidation';

/** DELETE /animals/{id}: the animal and its histories. */
export const deleteAnimal = (id: string): Promise<unknown> => api.delete(`/animals/${id}`);

export function useDeleteAnimal() {
  const refresh = useRefreshHerd();
  return useMutation({ mutationFn: deleteAnimal, onSuccess: refresh });
}
