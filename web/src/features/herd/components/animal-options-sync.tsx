import { useAnimalOptions } from '../api/get-animal-options';

/**
 * Spec §4: the animal option lists load at start-up, again whenever the signed-in user changes,
 * and only if a customer record is stored. Rendered once, by the layout; the herd forms then read
 * them from the cache.
 */
export function AnimalOptionsSync() {
  useAnimalOptions();
  return null;
}
