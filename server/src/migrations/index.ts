import type { Migration } from 'kysely';
import * as accountsAndUsers from './2026-11-22T0900-accounts-and-users';
import * as settlementSharing from './2026-11-22T1000-settlement-sharing';
import * as farmGeography from './2026-11-22T1100-farm-geography';
import * as herdAndDevices from './2026-11-22T1200-herd-and-devices';
import * as telemetry from './2026-11-22T1300-telemetry';
import * as heatBlocks from './2026-11-23T1400-heat-blocks';
import * as animalTypeIndex from './2026-11-23T1500-animal-type-index';
import * as consent from './2026-11-24T0200-consent';
import * as loginLimitsAndSessions from './2026-11-24T0300-login-limits-and-sessions';
import * as jobs from './2026-11-24T0400-jobs';
import * as pendingReadings from './2026-11-24T0500-pending-readings';
import * as weather from './2026-11-25T0100-weather';
import * as alerts from './2026-11-26T0100-alerts';
import * as pushAndNews from './2026-11-26T0200-push-and-news';
import * as plotNdvi from './2026-11-27T0100-plot-ndvi';
import * as biomass from './2026-11-27T0200-biomass';
import * as greenIndex from './2026-11-27T0300-green-index';
import * as support from './2026-11-27T0400-support';
import * as help from './2026-11-27T0500-help';
import * as auditLog from './2026-11-27T0600-audit-log';
import * as consoleIndexes from './2026-11-27T0601-console-indexes';
import * as consoleTextSearch from './2026-11-27T0602-console-text-search';
import * as deviceBatches from './2026-11-27T0700-device-batches';
import * as deviceStateTsIndex from './2026-11-28T0300-device-state-ts-index';
import * as activationCodeHashes from './2026-11-28T0500-activation-code-hashes';
import * as accountEmailInvitations from './2026-11-28T0600-account-email-invitations';
import * as supportNumberProofs from './2026-11-28T0700-support-number-proofs';
import * as herdTypeHeatStress from './2026-11-28T0810-herd-type-heat-stress';
import * as energyCoefficients from './2026-11-28T0820-energy-coefficients';
import * as growthLimits from './2026-11-28T0830-growth-limits';
import * as ndviDoubts from './2026-11-28T0850-ndvi-doubts';
import * as localAnimalDays from './2026-11-28T0855-local-animal-days';

/** Every migration, in order. Names are timestamps; a landed migration is never edited. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0900-accounts-and-users': accountsAndUsers,
  '2026-11-22T1000-settlement-sharing': settlementSharing,
  '2026-11-22T1100-farm-geography': farmGeography,
  '2026-11-22T1200-herd-and-devices': herdAndDevices,
  '2026-11-22T1300-telemetry': telemetry,
  '2026-11-23T1400-heat-blocks': heatBlocks,
  '2026-11-23T1500-animal-type-index': animalTypeIndex,
  '2026-11-24T0200-consent': consent,
  '2026-11-24T0300-login-limits-and-sessions': loginLimitsAndSessions,
  '2026-11-24T0400-jobs': jobs,
  '2026-11-24T0500-pending-readings': pendingReadings,
  '2026-11-25T0100-weather': weather,
  '2026-11-26T0100-alerts': alerts,
  '2026-11-26T0200-push-and-news': pushAndNews,
  '2026-11-27T0100-plot-ndvi': plotNdvi,
  '2026-11-27T0200-biomass': biomass,
  '2026-11-27T0300-green-index': greenIndex,
  '2026-11-27T0400-support': support,
  '2026-11-27T0500-help': help,
  '2026-11-27T0600-audit-log': auditLog,
  '2026-11-27T0601-console-indexes': consoleIndexes,
  '2026-11-27T0602-console-text-search': consoleTextSearch,
  '2026-11-27T0700-device-batches': deviceBatches,
  '2026-11-28T0300-device-state-ts-index': deviceStateTsIndex,
  '2026-11-28T0500-activation-code-hashes': activationCodeHashes,
  '2026-11-28T0600-account-email-invitations': accountEmailInvitations,
  '2026-11-28T0700-support-number-proofs': supportNumberProofs,
  '2026-11-28T0810-herd-type-heat-stress': herdTypeHeatStress,
  '2026-11-28T0820-energy-coefficients': energyCoefficients,
  '2026-11-28T0830-growth-limits': growthLimits,
  '2026-11-28T0850-ndvi-doubts': ndviDoubts,
  '2026-11-28T0855-local-animal-days': localAnimalDays,
};
