import { theme } from '../../config/theme';

const shade = (name: 'navy' | 'danger' | 'brand', index: number): string => theme.colors![name]![index]!;

/**
 * The colours the map's WebGL layers draw with. Style specs cannot read CSS variables, so they take
 * the theme's values from here (docs/ui.md: one theme holds every colour).
 */
export const mapPalette = {
  /** The plain offline background: a pale pasture tone that every plot colour reads on. */
  land: '#e9ecdf',
  /** Under each plot outline, so that pale plot colours still show an edge on a pale background. */
  casing: shade('navy', 8),
  fence: shade('danger', 6),
  fenceHalo: shade('danger', 2),
  settlement: shade('navy', 8),
  halo: '#ffffff',
  drawing: shade('brand', 8),
} as const;
