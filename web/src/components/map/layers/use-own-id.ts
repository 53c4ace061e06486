import { useId } from 'react';
import { OWN_PREFIX } from '../own-layers';

/** A source id unique to this layer component, marked as the app's own (kept across basemap changes). */
export const useOwnId = (): string => `${OWN_PREFIX}${useId()}`;
