import { href } from './routes';

/** The dashboard's query parameter naming the settlement it shows. */
export const SETTLEMENT_PARAM = 'settlementId';

/** The map of one settlement. */
export const settlementMapLink = (settlementId: string): string =>
  href('dashboard', {}, { [SETTLEMENT_PARAM]: settlementId });
