import { useMutation } from '@tanstack/react-query';
import type { Animal, AnimalBody } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useRefreshHerd } from './herd-invalidation';

/** POST /animals. A taken caravana, SENASA or e-ID answers 409 naming the field. */
export const createAnimal = (body: AnimalBody): Promise<Animal> =>
  api.post<Animal>('/animals', body, { alert: false });

export function useCreateAnimal() {
  const refresh = useRefreshHerd();
  return useMutation({ mutationFn: createAnimal, onSuccess: refresh });
}
