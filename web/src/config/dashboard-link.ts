import { formatSelection, SELECTION_PARAM } from './dashboard-selection';
import { href } from './routes';

/** The dashboard's query parameter naming the settlement it shows. */
export const SETTLEMENT_PARAM = 'settlementId';

/** The map of one settlement. */
export const settlementMapLink = (settlementId: string): string =>
  href('dashboard', {}, { [SETTLEMENT_PARAM]: settlementId });

/** The map of a settlement with one of its animals selected ("Ir al animal"). */
export const animalMapLink = (settlementId: string, animalId: string): string =>
  href(
    'dashboard',
    {},
    {
      [SETTLEMENT_PARAM]: settlementId,
      [SELECTION_PARAM]: formatSelection({ kind: 'animal', id: animalId }),
    },
  );
