import { ALERT_SEVERITY } from '@tropero/shared/alerts';
import type { Database } from '../../db/connection';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { AlertRuleStatesTable } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { AlertChange } from './alert-change';
import { openKeyOf, type AlertOp } from './alert-ops';
import { alertsRepository, type AlertRow } from './alerts.repository';
import { toAlert } from './to-alert';

/**
 * Writes an evaluation's operations and its rules' counters in one transaction, and answers the
 * changes to hand on after the commit. The open alert's unique key decides races between servers: a
 * raise that finds one open (another server opened it first) becomes a repeat, never an error.
 */
export async function writeAlerts(
  database: Database,
  ops: readonly AlertOp[],
  states: readonly AlertRuleStatesTable[] = [],
): Promise<AlertChange[]> {
  if (ops.length === 0 && states.length === 0) return [];
  return writeTransaction(database, async (trx) => {
    const changes: AlertChange[] = [];
    for (const op of ops) {
      const change = await apply(trx, op);
      if (change) changes.push(change);
    }
    if (states.length > 0) await alertsRepository.saveRuleStates(trx, states);
    return changes;
  });
}

async function apply(trx: Executor, op: AlertOp): Promise<AlertChange | null> {
  const { subject } = op;
  const openKey = openKeyOf(subject.type, subject.id);
  const change = (row: AlertRow | undefined, kind: AlertChange['kind']): AlertChange | null =>
    row ? { accountId: subject.accountId, alert: toAlert(row, subject.settlementName), kind } : null;
  if (op.op === 'resolve') return change(await alertsRepository.resolve(trx, openKey, op.at), 'resolved');
  const { figure } = op;
  if (op.op === 'raise') {
    const opened = await alertsRepository.open(trx, {
      id: newObjectId(figure.at),
      account_id: subject.accountId,
      settlement_id: subject.settlementId,
      type: subject.type,
      severity: ALERT_SEVERITY[subject.type],
      subject_kind: subject.kind,
      subject_id: subject.id,
      subject_label: subject.label,
      animal_id: subject.animalId,
      device_id: subject.deviceId,
      state: 'open',
      opened_at: figure.at,
      last_at: figure.at,
      resolved_at: null,
      count: op.count,
      value: figure.value,
      threshold: figure.threshold,
      lat: figure.lat,
      lng: figure.lng,
      open_key: openKey,
    });
    if (opened) return change(opened, 'opened');
    if (op.onlyNew) return null;
  }
  const times = op.op === 'raise' ? op.count : op.times;
  return change(await alertsRepository.repeat(trx, openKey, times, figure.at, figure), 'repeated');
}
