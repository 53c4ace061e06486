import { IconAntennaBarsOff, IconBattery1, IconCircleCheck, IconFenceOff } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { animalStateColors } from '../../../config/theme';

/** The states an animal dot shows (docs/ui.md), in the legend's order. */
export const ANIMAL_STATE_KEYS = ['ok', 'noSignal', 'lowBattery', 'outsideFence'] as const;
export type AnimalStateKey = (typeof ANIMAL_STATE_KEYS)[number];

/** Each state's colour and icon: the icon and its name say what the colour says (WCAG 1.4.1). */
export const ANIMAL_STATE_LOOK: Record<
  AnimalStateKey,
  { color: string; Icon: ComponentType<{ size?: number; color?: string; 'aria-hidden'?: boolean }> }
> = {
  ok: { color: animalStateColors.ok, Icon: IconCircleCheck },
  noSignal: { color: animalStateColors.noSignal, Icon: IconAntennaBarsOff },
  lowBattery: { color: animalStateColors.lowBattery, Icon: IconBattery1 },
  outsideFence: { color: animalStateColors.outsideFence, Icon: IconFenceOff },
};

/** How many animals are in each state. */
export function countByState(animals: Iterable<{ state: string }>): Record<AnimalStateKey, number> {
  const counts: Record<AnimalStateKey, number> = { ok: 0, noSignal: 0, lowBattery: 0, outsideFence: 0 };
  for (const animal of animals) if (animal.state in counts) counts[animal.state as AnimalStateKey] += 1;
  return counts;
}
