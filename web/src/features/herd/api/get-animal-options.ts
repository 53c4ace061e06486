import { queryOptions, useQuery } from '@tanstack/react-query';
import { NO_SUBTYPE, type Option } from '@tropero/shared/herd';
import { isApiError } from '../../../api/api-error';
import { dataApi } from '../../../api/client';
import { useUser } from '../../../lib/session';
import { readString, storageKeys } from '../../../lib/storage';
import type { AnimalOptions } from '../herd-types';

export const NO_ANIMAL_OPTIONS: AnimalOptions = { types: [], subtypes: [], breeds: [] };

/** Spec §3: the subtype list gets one fixed entry appended to the server's, with the next id. */
export const withNoSubtype = (subtypes: Option[]): Option[] => [
  ...subtypes,
  { id: subtypes.length, value: NO_SUBTYPE },
];

/**
 * GET /data-api/animal/types and /data-api/animal/breeds. The data API hands back its error
 * instead of throwing (spec §7); here a failure is thrown, so that the next page asks again.
 */
export async function getAnimalOptions(): Promise<AnimalOptions> {
  const [types, breeds] = await Promise.all([
    dataApi.get<{ types: Option[]; subtypes: Option[] }>('/animal/types', { alert: false }),
    dataApi.get<Option[]>('/animal/breeds', { alert: false }),
  ]);
  if (isApiError(types)) throw types;
  if (isApiError(breeds)) throw breeds;
  return { types: types.types, subtypes: withNoSubtype(types.subtypes), breeds };
}

/** Keyed by the user: the lists load again when the signed-in user changes (spec §4). */
export const animalOptionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['animal-options', userId], queryFn: getAnimalOptions, staleTime: Infinity });

/**
 * The animal option lists (types, subtypes, breeds). Spec §4: they load when the signed-in user
 * changes and only if a customer record is in local storage; otherwise they stay empty.
 */
export function useAnimalOptions(): AnimalOptions {
  const userId = useUser()?._id ?? '';
  const customerStored = readString(storageKeys.customer) !== null;
  const { data } = useQuery({
    ...animalOptionsQueryOptions(userId),
    enabled: userId !== '' && customerStored,
  });
  return (customerStored && data) || NO_ANIMAL_OPTIONS;
}
