import type { AlertType } from '@tropero/shared/alerts';
import type { DeviceContext, SettlementContext } from './alert-context';
import type { AlertSubject } from './alert-ops';

const where = (type: AlertType, settlement: SettlementContext) => ({
  type,
  accountId: settlement.accountId,
  settlementId: settlement.id,
  settlementName: settlement.name,
});

/** An alert about an animal (named by its caravana). */
export const animalSubject = (
  type: AlertType,
  settlement: SettlementContext,
  animal: { id: string; caravana: string | null },
  deviceId: string | null = null,
): AlertSubject => ({
  ...where(type, settlement),
  kind: 'animal',
  id: animal.id,
  label: animal.caravana ?? animal.id,
  animalId: animal.id,
  deviceId,
});

/** An alert about a device (named by its identifier), with the animal wearing it. */
export const deviceSubject = (
  type: AlertType,
  settlement: SettlementContext,
  device: Pick<DeviceContext, 'id' | 'identifier' | 'animalId'>,
): AlertSubject => ({
  ...where(type, settlement),
  kind: 'device',
  id: device.id,
  label: device.identifier,
  animalId: device.animalId,
  deviceId: device.id,
});

/** An alert about the settlement as a whole (heat stress). */
export const settlementSubject = (type: AlertType, settlement: SettlementContext): AlertSubject => ({
  ...where(type, settlement),
  kind: 'settlement',
  id: settlement.id,
  label: settlement.name,
  animalId: null,
  deviceId: null,
});

/** An alert about a gateway (an unknown device heard by it). */
export const gatewaySubject = (
  type: AlertType,
  settlement: SettlementContext,
  gateway: { id: string; name: string },
): AlertSubject => ({
  ...where(type, settlement),
  kind: 'gateway',
  id: gateway.id,
  label: gateway.name,
  animalId: null,
  deviceId: null,
});
