import { ALERT_SEVERITY } from '@tropero/shared/alerts';
import type { Database } from '../../db/connection';
import type { Dialect } from '../../db/connection';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { AlertRuleStatesTable } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { AlertChange } from './alert-change';
import { openKeyOf, type AlertOp, type AlertSubject, type Figure } from './alert-ops';
import { alertsRepository, type AlertRow, type Repeat } from './alerts.repository';
import { toAlert } from './to-alert';

/**
 * Writes an evaluation's operations and its rules' counters in one transaction, and answers the
 * changes to hand on after the commit. The open alert's unique key decides races between servers: a
 * raise that finds one open (another server opened it first) becomes a repeat, never an error.
 * Repeats in a row (the engine's kept repeats: one per open alert) are one statement.
 */
export async function writeAlerts(
  database: Database,
  ops: readonly AlertOp[],
  states: readonly AlertRuleStatesTable[] = [],
): Promise<AlertChange[]> {
  if (ops.length === 0 && states.length === 0) return [];
  return writeTransaction(database, async (trx) => {
    const changes: AlertChange[] = [];
    for (const run of inRuns(ops)) {
      const [first] = run;
      if (first!.op === 'repeat') changes.push(...(await repeat(trx, database.dialect, run as RepeatOp[])));
      else {
        const change = await apply(trx, database.dialect, first!);
        if (change) changes.push(change);
      }
    }
    if (states.length > 0) await alertsRepository.saveRuleStates(trx, states);
    return changes;
  });
}

type RepeatOp = Extract<AlertOp, { op: 'repeat' }>;

/** The operations in order, in runs: repeats of distinct alerts in a row, and each other operation alone. */
function inRuns(ops: readonly AlertOp[]): AlertOp[][] {
  const runs: AlertOp[][] = [];
  let keys = new Set<string>();
  for (const op of ops) {
    const key = openKeyOf(op.subject.type, op.subject.id);
    const run = runs.at(-1);
    if (op.op === 'repeat' && run?.[0]!.op === 'repeat' && !keys.has(key)) run.push(op);
    else {
      runs.push([op]);
      keys = new Set();
    }
    keys.add(key);
  }
  return runs;
}

const changeOf = (subject: AlertSubject, row: AlertRow | undefined, kind: AlertChange['kind']) =>
  row ? { accountId: subject.accountId, alert: toAlert(row, subject.settlementName), kind } : null;

/** Repeats of distinct alerts, in one statement; the changes in the operations' order. */
async function repeat(trx: Executor, dialect: Dialect, ops: readonly RepeatOp[]): Promise<AlertChange[]> {
  const rows = await alertsRepository.repeat(
    trx,
    dialect,
    ops.map((op) => repeatOf(op.subject, op.times, op.figure)),
  );
  const byKey = new Map(rows.map((row) => [row.open_key!, row]));
  return ops.flatMap(
    (op) => changeOf(op.subject, byKey.get(openKeyOf(op.subject.type, op.subject.id)), 'repeated') ?? [],
  );
}

const repeatOf = (subject: AlertSubject, times: number, figure: Figure): Repeat => ({
  open_key: openKeyOf(subject.type, subject.id),
  times,
  at: figure.at,
  value: figure.value,
  lat: figure.lat,
  lng: figure.lng,
});

async function apply(
  trx: Executor,
  dialect: Dialect,
  op: Exclude<AlertOp, RepeatOp>,
): Promise<AlertChange | null> {
  const { subject } = op;
  const openKey = openKeyOf(subject.type, subject.id);
  const change = (row: AlertRow | undefined, kind: AlertChange['kind']) => changeOf(subject, row, kind);
  if (op.op === 'resolve') return change(await alertsRepository.resolve(trx, openKey, op.at), 'resolved');
  const { figure } = op;
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
    threshold_basis: figure.thresholdBasis ?? null,
    lat: figure.lat,
    lng: figure.lng,
    open_key: openKey,
  });
  if (opened) return change(opened, 'opened');
  if (op.onlyNew) return null;
  const [row] = await alertsRepository.repeat(trx, dialect, [repeatOf(subject, op.count, figure)]);
  return change(row, 'repeated');
}
