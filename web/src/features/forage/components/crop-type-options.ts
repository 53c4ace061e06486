import type { Region } from '../api/get-regions';

interface CropTypeOption {
  value: string;
  label: string;
}

/**
 * The crop types a biomass calculation can use, grouped as agronomists group them: those of the region
 * chosen, or of every region when none is (the server then takes the settlement's). Withdrawn types are
 * not offered (spec §4).
 */
export function cropTypeOptions(
  regions: readonly Region[],
  regionId: string | undefined,
  groupLabel: (group: string) => string,
): { group: string; items: CropTypeOption[] }[] {
  const groups = new Map<string, Map<string, CropTypeOption>>();
  for (const region of regions.filter((candidate) => !regionId || candidate._id === regionId)) {
    for (const { group, cropTypes } of region.cropGroups ?? []) {
      const items = groups.get(group) ?? new Map<string, CropTypeOption>();
      for (const type of cropTypes.filter((candidate) => candidate.available))
        items.set(type._id, { value: type._id, label: type.name });
      groups.set(group, items);
    }
  }
  return [...groups]
    .filter(([, items]) => items.size > 0)
    .map(([group, items]) => ({ group: groupLabel(group), items: [...items.values()] }));
}

/** Whether `cropTypeId` is among the options. */
export const offers = (options: ReturnType<typeof cropTypeOptions>, cropTypeId: string) =>
  options.some(({ items }) => items.some((item) => item.value === cropTypeId));
