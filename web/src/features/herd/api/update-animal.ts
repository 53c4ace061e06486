import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Animal, animalPatchSchema } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useRefreshHerd } from './herd-invalidation';

export type AnimalPatch = z.infer<typeof animalPatchSchema>;

/** PUT /animals/{id}: the fields given change; a new roundup opens a new membership period. */
export const updateAnimal = (id: string, patch: AnimalPatch): Promise<Animal> =>
  api.put<Animal>(`/animals/${id}`, patch, { alert: false });

export function useUpdateAnimal() {
  const refresh = useRefreshHerd();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AnimalPatch }) => updateAnimal(id, patch),
    onSuccess: refresh,
  });
}
