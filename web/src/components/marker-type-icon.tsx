import {
  IconBowl,
  IconColumns3,
  IconCylinder,
  IconDroplet,
  IconFence,
  IconScale,
  IconSpiral,
  IconTrees,
  IconWindmill,
  type Icon,
} from '@tabler/icons-react';
import type { MarkerType } from '@tropero/shared/farm';

/** One icon per farm marker type (spec §3), drawn from the bundled icon set: nothing to download. */
const ICONS: Record<MarkerType, Icon> = {
  windmill: IconWindmill,
  silo: IconCylinder,
  // A round bale seen from its side.
  bale: IconSpiral,
  // Where the herd rests: in the shade.
  rest: IconTrees,
  drinker: IconDroplet,
  'fence-gate': IconFence,
  // The manga: a corridor of rails.
  sleeve: IconColumns3,
  feeder: IconBowl,
  scale: IconScale,
};

export function MarkerTypeIcon({ type, size = 18 }: { type: MarkerType; size?: number }) {
  const TypeIcon = ICONS[type];
  return <TypeIcon size={size} stroke={1.8} aria-hidden="true" />;
}
