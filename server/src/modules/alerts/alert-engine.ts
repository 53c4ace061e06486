import type { AlertType } from '@tropero/shared/alerts';
import type { Database } from '../../db/connection';
import type { AcceptedReading } from '../telemetry/telemetry.service';
import type { AlertChange } from './alert-change';
import type { AlertContext } from './alert-context';
import { AlertOps, openKeyOf, type AlertOp } from './alert-ops';
import { writeAlerts } from './alert-writer';
import { alertsRepository, type RuleStateRow } from './alerts.repository';
import { RuleStates } from './rule-states';
import { ALERT_RULES } from './rules';
import type { AlertRule, DeviceBatch, OnReadings, UnknownHeard } from './rules/rule';
import { animalSubject, deviceSubject } from './subjects';

export interface EngineLog {
  error(fields: object, message: string): void;
}

/** The longest an open alert's repeats wait before they are written (see `deferRepeats`). */
const REPEAT_FLUSH_MS = 2_000;

/**
 * How long readings gather before they are evaluated together (unless someone waits for them). An
 * evaluation's reads and its work per device cost the same for one batch of readings as for ten:
 * under a busy stream this makes them a fraction of the rules' cost, for a tenth of a second of the
 * 2 s an alert may take to go live.
 */
const GATHER_MS = 100;

/** How old a reading may be for the rules on readings to consider it. */
export const READING_MAX_AGE_MS = 60 * 60_000;

/**
 * Runs the registered rules (`rules/index.ts`) on readings and on unknown devices heard by
 * gateways. Ingestion hands accepted
 * readings over after its commit; they are queued and evaluated in batches, those that came within
 * GATHER_MS together (off the request: the devices are answered before), all that one batch changes
 * written in one transaction, and the changes handed on after its commit.
 */
export class AlertEngine {
  private queue: AcceptedReading[] = [];
  private unknown: UnknownHeard[] = [];
  private scheduled = false;
  /** Set while readings gather (see GATHER_MS). */
  private gathering: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private settled: (() => void)[] = [];
  /** Repeats waiting to be written, by open key, and since when the oldest waits. */
  private readonly deferred = new Map<string, AlertOp>();
  /** Counters changed and not written yet (read over the stored ones), by `rule:subjectId`. */
  private readonly keptStates = new Map<string, RuleStateRow>();
  private deferredSince: number | null = null;
  private flushRequested = false;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly context: AlertContext,
    private readonly publish: (changes: AlertChange[]) => void,
    private readonly log: EngineLog,
    private readonly maxReadingAgeMs = READING_MAX_AGE_MS,
    private readonly rules: readonly AlertRule[] = ALERT_RULES,
  ) {}

  /**
   * Readings older than `maxReadingAgeMs` are history, not news: they fill the rollups and the
   * tracks but raise and resolve nothing (a collar's stored week, the demo's backfill, a gateway
   * that was offline for a day would otherwise open and close alerts about the past).
   */
  accepted(rows: readonly AcceptedReading[]): void {
    const since = Date.now() - this.maxReadingAgeMs;
    for (const row of rows) if (row.settlement_id && row.ts >= since) this.queue.push(row);
    this.schedule();
  }

  unknownHeard(gatewayId: string, identifiers: ReadonlyMap<string, number>, at: number): void {
    let count = 0;
    for (const n of identifiers.values()) count += n;
    this.unknown.push({ gatewayId, count, at });
    this.schedule();
  }

  /** Resolves once everything queued so far has been evaluated and written (tests, shutdown). */
  idle(): Promise<void> {
    const quiet =
      this.queue.length === 0 &&
      this.unknown.length === 0 &&
      this.deferred.size === 0 &&
      this.keptStates.size === 0;
    if (!this.scheduled && !this.running && quiet) return Promise.resolve();
    const settled = new Promise<void>((resolve) => this.settled.push(resolve));
    this.schedule();
    return settled;
  }

  private pendingWork(): boolean {
    // Kept repeats are written when their timer runs out, or at once when someone waits for them.
    return (
      this.queue.length > 0 ||
      this.unknown.length > 0 ||
      (this.deferred.size + this.keptStates.size > 0 && (this.flushRequested || this.settled.length > 0))
    );
  }

  private schedule(): void {
    if (this.running || !this.pendingWork()) return;
    // Someone waits for everything to be written, or the kept repeats are due: no more gathering.
    const now = this.settled.length > 0 || this.flushRequested;
    if (this.scheduled && !(now && this.gathering)) return;
    if (this.gathering) clearTimeout(this.gathering);
    this.gathering = null;
    this.scheduled = true;
    const run = () => {
      this.gathering = null;
      this.scheduled = false;
      this.running = this.drain().finally(() => {
        this.running = null;
        if (this.pendingWork()) this.schedule();
        else for (const done of this.settled.splice(0)) done();
      });
    };
    if (now) setImmediate(run);
    else this.gathering = setTimeout(run, GATHER_MS);
  }

  private async drain(): Promise<void> {
    const readings = this.queue;
    const unknown = this.unknown;
    this.queue = [];
    this.unknown = [];
    try {
      const evaluated = readings.length
        ? await this.evaluateReadings(readings)
        : { ops: [], states: new Map<string, RuleStateRow>() };
      for (const [key, row] of evaluated.states) this.keptStates.set(key, row);
      this.deferredSince ??= this.keptStates.size > 0 ? Date.now() : null;
      const urgent = [
        ...this.deferRepeats(evaluated.ops),
        ...(unknown.length ? await this.evaluateUnknown(unknown) : []),
      ];
      // Someone waits for everything to be written (shutdown, tests), or the timer ran out.
      const due =
        this.flushRequested ||
        this.settled.length > 0 ||
        (this.deferredSince !== null && Date.now() - this.deferredSince >= REPEAT_FLUSH_MS);
      const ops = [...this.takeDeferred(due ? null : urgent), ...urgent];
      // Counters go with any write (they cost nothing more there), else with the kept repeats.
      const states = ops.length > 0 || due ? [...this.keptStates.values()] : [];
      if (states.length > 0) this.keptStates.clear();
      if (this.deferred.size === 0 && this.keptStates.size === 0) this.deferredSince = null;
      this.armFlush();
      if (ops.length === 0 && states.length === 0) return;
      const changes = await writeAlerts(this.database, ops, states);
      if (changes.length > 0) this.publish(changes);
    } catch (error) {
      // One transaction: a failed write loses its repeats and counters whole (hysteresis starts over).
      this.log.error({ err: error }, 'alert rules: a batch of readings was not evaluated');
    }
  }

  /**
   * Keeps the repeats of alerts already open (a batch's first operation on its subject) to write them
   * within REPEAT_FLUSH_MS, or just before their subject's next change: under a steady stream of
   * readings an open alert's count is written every couple of seconds rather than with every batch.
   * Answers the operations to write now.
   */
  private deferRepeats(ops: readonly AlertOp[]): AlertOp[] {
    const now: AlertOp[] = [];
    for (const op of ops) {
      if (op.op !== 'repeat') {
        now.push(op);
        continue;
      }
      const key = openKeyOf(op.subject.type, op.subject.id);
      const kept = this.deferred.get(key);
      if (kept?.op === 'repeat') {
        kept.times += op.times;
        if (op.figure.at >= kept.figure.at) kept.figure = op.figure;
      } else this.deferred.set(key, { ...op });
      this.deferredSince ??= Date.now();
    }
    return now;
  }

  /**
   * The repeats kept: all of them (`before` null), or those of the subjects these operations change,
   * which must be written before them.
   */
  private takeDeferred(before: readonly AlertOp[] | null): AlertOp[] {
    const keys = before
      ? before.map((op) => openKeyOf(op.subject.type, op.subject.id)).filter((key) => this.deferred.has(key))
      : [...this.deferred.keys()];
    const taken = keys.map((key) => this.deferred.get(key)!);
    for (const key of keys) this.deferred.delete(key);
    if (before === null) this.flushRequested = false;
    return taken;
  }

  private armFlush(): void {
    if ((this.deferred.size === 0 && this.keptStates.size === 0) || this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flushRequested = true;
      this.schedule();
    }, REPEAT_FLUSH_MS);
    this.flushTimer.unref();
  }

  private async evaluateReadings(
    rows: AcceptedReading[],
  ): Promise<{ ops: AlertOp[]; states: Map<string, RuleStateRow> }> {
    const now = Date.now();
    const byDevice = new Map<string, AcceptedReading[]>();
    for (const row of rows) {
      const readings = byDevice.get(row.device_id);
      if (readings) readings.push(row);
      else byDevice.set(row.device_id, [row]);
    }
    const settlements = await this.context.settlements(rows.map((r) => r.settlement_id!));
    const devices = await this.context.devices(byDevice.keys());
    const batches: DeviceBatch[] = [];
    for (const [deviceId, readings] of byDevice) {
      const device = devices.get(deviceId);
      const settlement = settlements.get(readings[0]!.settlement_id!);
      if (!device || !settlement) continue;
      readings.sort((a, b) => a.ts - b.ts);
      const fixes = readings.filter((r) => r.lat !== null && r.lng !== null);
      batches.push({ settlement, device, readings, fixes });
    }
    const rules: { type: AlertType; on: OnReadings<unknown>; prepared: unknown }[] = [];
    for (const { type, readings: on } of this.rules)
      if (on) rules.push({ type, on, prepared: await on.prepare?.(this.context, batches) });

    // Only what this batch's readings can change is read: the open alerts and counters of the rules
    // that apply to each device (a fence in its settlement, a roundup, a fix at night, a battery).
    const judged: { rule: (typeof rules)[number]; batch: DeviceBatch; subjectId: string }[] = [];
    for (const batch of batches) {
      for (const rule of rules) {
        const subjectId =
          rule.on.about === 'device' ? batch.device.id : batch.fixes.length && batch.device.animalId;
        if (subjectId && rule.on.applies(batch, rule.prepared)) judged.push({ rule, batch, subjectId });
      }
    }
    const open = await alertsRepository.openKeys(
      this.database,
      judged.map(({ rule, subjectId }) => openKeyOf(rule.type, subjectId)),
    );
    const states = new RuleStates(
      await alertsRepository.ruleStates(
        this.database,
        judged.flatMap(({ rule, subjectId }) => (rule.on.counters ? [{ rule: rule.type, subjectId }] : [])),
      ),
      this.keptStates,
    );
    const ops = new AlertOps();
    for (const { rule, batch, subjectId } of judged) {
      const { type, on } = rule;
      const { settlement, device } = batch;
      const subject = lazy(() =>
        on.about === 'device'
          ? deviceSubject(type, settlement, device)
          : animalSubject(type, settlement, { id: subjectId, caravana: device.caravana }, device.id),
      );
      on.judge(batch, rule.prepared, {
        wasOpen: open.has(openKeyOf(type, subjectId)),
        state: () => states.get(type, subjectId),
        setState: (fields) => states.set(type, subjectId, fields, now),
        raise: (figure, count = 1) => ops.raise(subject(), figure, count),
        repeat: (figure, times = 1) => ops.repeat(subject(), figure, times),
        resolve: (at) => ops.resolve(subject(), at),
      });
    }
    return { ops: ops.list, states: states.dirty() };
  }

  private async evaluateUnknown(heard: UnknownHeard[]): Promise<AlertOp[]> {
    const ops = new AlertOps();
    for (const rule of this.rules) await rule.heard?.judge(heard, this.context, ops);
    return ops.list;
  }
}

/** A value made the first time it is asked for (most readings change no alert, and need no subject). */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
