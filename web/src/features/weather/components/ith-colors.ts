import type { IthCategory } from '@tropero/shared/heat-stress';

/** The Livestock Weather Safety Index's colours, as weather services draw them: green, yellow, orange, red. */
export const ITH_CATEGORY_COLORS: Record<IthCategory, string> = {
  normal: '#2f9e44',
  alert: '#f2b705',
  danger: '#f76707',
  emergency: '#e03131',
};

/** Text that reads on each colour. */
export const ITH_CATEGORY_TEXT: Record<IthCategory, string> = {
  normal: '#ffffff',
  alert: '#1b2b3a',
  danger: '#1b2b3a',
  emergency: '#ffffff',
};
