import { haversineMeters } from '@tropero/shared/telemetry';
import type { AlertType } from '@tropero/shared/alerts';
import type { Database } from '../../db/connection';
import type { AcceptedReading } from '../telemetry/telemetry.service';
import type { AlertChange } from './alert-change';
import type { AlertContext, DeviceContext, SettlementContext } from './alert-context';
import { AlertOps, openKeyOf, type AlertOp, type AlertSubject, type Figure } from './alert-ops';
import { writeAlerts } from './alert-writer';
import { alertsRepository, type RuleStateRow } from './alerts.repository';
import { batteryStep } from './rules/battery';
import { insidePreparedFence, prepareFence, type PreparedFence } from './rules/fence';
import { stepStreak, type Streak } from './rules/hysteresis';
import { nightAt } from './rules/night';
import { animalSubject, deviceSubject, gatewaySubject } from './subjects';

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

interface UnknownHeard {
  gatewayId: string;
  count: number;
  at: number;
}

/** The rules' counters of one evaluation: read once, written back when they changed. */
class RuleStates {
  private readonly rows = new Map<string, RuleStateRow>();
  private readonly changed = new Set<string>();

  /** `kept`: counters changed by earlier batches and not written yet, newer than the rows read. */
  constructor(rows: readonly RuleStateRow[], kept: ReadonlyMap<string, RuleStateRow>) {
    for (const row of rows) this.rows.set(`${row.rule}:${row.subject_id}`, row);
    for (const [key, row] of kept) this.rows.set(key, row);
  }

  get(rule: AlertType, subjectId: string): RuleStateRow | undefined {
    return this.rows.get(`${rule}:${subjectId}`);
  }

  set(rule: AlertType, subjectId: string, fields: Partial<RuleStateRow>, now: number): void {
    const key = `${rule}:${subjectId}`;
    const before = this.rows.get(key);
    const next: RuleStateRow = {
      rule,
      subject_id: subjectId,
      counter: 0,
      since: null,
      lat: null,
      lng: null,
      ...before,
      ...fields,
      updated_at: now,
    };
    if (
      before &&
      before.counter === next.counter &&
      before.since === next.since &&
      before.lat === next.lat &&
      before.lng === next.lng
    )
      return;
    if (!before && next.counter === 0 && next.since === null) return;
    this.rows.set(key, next);
    this.changed.add(key);
  }

  dirty(): Map<string, RuleStateRow> {
    return new Map([...this.changed].map((key) => [key, this.rows.get(key)!]));
  }
}

/** How old a reading may be for the rules on readings to consider it. */
export const READING_MAX_AGE_MS = 60 * 60_000;

/**
 * The rules evaluated on readings (outside the fence, low battery, no signal heard again, herd
 * separation, night movement) and on unknown devices heard by gateways. Ingestion hands accepted
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
    const fences = await this.context.fences(settlements.keys());
    const roundups = await this.context.roundupMedians(
      [...devices.values()].flatMap((d) => (d?.roundupId && d.animalId ? [d.roundupId] : [])),
    );

    // Only what this batch's readings can change is read: the open alerts and counters of the rules
    // that apply to each device (a fence in its settlement, a roundup, a fix at night, a battery).
    const openKeys: string[] = [];
    const stateKeys: { rule: string; subjectId: string }[] = [];
    for (const [deviceId, readings] of byDevice) {
      const device = devices.get(deviceId);
      const settlement = settlements.get(readings[0]!.settlement_id!);
      if (!device || !settlement) continue;
      openKeys.push(openKeyOf('noSignal', device.id));
      if (readings.some((r) => r.battery !== null)) openKeys.push(openKeyOf('lowBattery', device.id));
      if (!device.animalId || !readings.some((r) => r.lat !== null)) continue;
      const { nightFromHour, nightToHour } = settlement.params;
      const rules = [
        ...(device.plotId && fences.get(settlement.id)?.has(device.plotId)
          ? (['outsideFence'] as const)
          : []),
        ...(device.roundupId && roundups.get(device.roundupId) ? (['herdSeparation'] as const) : []),
        ...(readings.some((r) => nightAt(r.ts, nightFromHour, nightToHour, settlement.utcOffsetMinutes))
          ? (['nightMovement'] as const)
          : []),
      ];
      for (const rule of rules) {
        openKeys.push(openKeyOf(rule, device.animalId));
        stateKeys.push({ rule, subjectId: device.animalId });
      }
    }
    const open = await alertsRepository.openKeys(this.database, openKeys);
    const states = new RuleStates(
      await alertsRepository.ruleStates(this.database, stateKeys),
      this.keptStates,
    );
    const ops = new AlertOps();
    const prepared = new Map<string, PreparedFence[]>();

    for (const [deviceId, readings] of byDevice) {
      const device = devices.get(deviceId);
      const settlement = settlements.get(readings[0]!.settlement_id!);
      if (!device || !settlement) continue;
      readings.sort((a, b) => a.ts - b.ts);
      const last = readings.at(-1)!;
      if (open.has(openKeyOf('noSignal', deviceId)))
        ops.resolve(deviceSubject('noSignal', settlement, device), last.ts);
      this.battery(ops, open, settlement, device, readings);
      if (!device.animalId) continue;
      const fixes = readings.filter((r) => r.lat !== null && r.lng !== null);
      if (fixes.length === 0) continue;
      const plotFences = device.plotId ? fences.get(settlement.id)?.get(device.plotId) : undefined;
      let inside = plotFences && prepared.get(device.plotId!);
      if (plotFences && !inside) {
        inside = plotFences.map((fence) => prepareFence(fence, settlement.params.fenceBufferMeters));
        prepared.set(device.plotId!, inside);
      }
      if (inside) {
        this.streak(
          ops,
          open,
          states,
          now,
          'outsideFence',
          device.animalId,
          () => animalSubject('outsideFence', settlement, this.animal(device), deviceId),
          {
            fixes,
            k: settlement.params.fenceFixes,
            threshold: settlement.params.fenceBufferMeters,
            meets: fixes.map(
              (fix) => !inside!.some((fence) => insidePreparedFence(fence, fix.lng!, fix.lat!)),
            ),
            values: null,
          },
        );
      }
      const median = device.roundupId ? roundups.get(device.roundupId) : null;
      if (median) {
        const distances = fixes.map((fix) =>
          Math.round(haversineMeters(median, { lat: fix.lat!, lng: fix.lng! })),
        );
        this.streak(
          ops,
          open,
          states,
          now,
          'herdSeparation',
          device.animalId,
          () => animalSubject('herdSeparation', settlement, this.animal(device), deviceId),
          {
            fixes,
            k: settlement.params.herdSeparationFixes,
            threshold: settlement.params.herdSeparationMeters,
            meets: distances.map((d) => d > settlement.params.herdSeparationMeters),
            values: distances,
          },
        );
      }
      this.night(ops, open, states, now, settlement, device, fixes);
    }
    return { ops: ops.list, states: states.dirty() };
  }

  private animal(device: DeviceContext) {
    return { id: device.animalId!, caravana: device.caravana };
  }

  private battery(
    ops: AlertOps,
    open: Set<string>,
    settlement: SettlementContext,
    device: DeviceContext,
    readings: AcceptedReading[],
  ): void {
    const subject = lazy(() => deviceSubject('lowBattery', settlement, device));
    const threshold = settlement.params.lowBatteryPercent;
    let isOpen = open.has(openKeyOf('lowBattery', device.id));
    // Repeats in a row are one operation, with the last of them.
    let repeats = 0;
    let last: AcceptedReading | null = null;
    const flushRepeats = () => {
      if (repeats > 0) ops.repeat(subject(), figureOf(last!, last!.battery, threshold), repeats);
      repeats = 0;
    };
    for (const reading of readings) {
      if (reading.battery === null) continue;
      const step = batteryStep(reading.battery, threshold, isOpen);
      if (step === 'raise' && isOpen) {
        repeats += 1;
        last = reading;
      } else if (step === 'raise') {
        ops.raise(subject(), figureOf(reading, reading.battery, threshold));
        isOpen = true;
      } else if (step === 'resolve') {
        flushRepeats();
        ops.resolve(subject(), reading.ts);
        isOpen = false;
      }
    }
    flushRepeats();
  }

  /**
   * A k-in-a-row rule over an animal's fixes (outside the fence, away from its roundup): `meets[i]`
   * whether fix i meets the condition, `values[i]` its figure. Repeats in a row are one operation.
   */
  private streak(
    ops: AlertOps,
    open: Set<string>,
    states: RuleStates,
    now: number,
    type: 'outsideFence' | 'herdSeparation',
    animalId: string,
    make: () => AlertSubject,
    rule: {
      fixes: AcceptedReading[];
      k: number;
      threshold: number;
      meets: boolean[];
      values: (number | null)[] | null;
    },
  ): void {
    const subject = lazy(make);
    const { fixes, values, threshold } = rule;
    const figure = (i: number) => figureOf(fixes[i]!, values ? values[i]! : null, threshold);
    let streak: Streak = {
      open: open.has(openKeyOf(type, animalId)),
      counter: states.get(type, animalId)?.counter ?? 0,
    };
    let repeats = 0;
    let lastRepeat = -1;
    const flushRepeats = () => {
      if (repeats > 0) ops.repeat(subject(), figure(lastRepeat), repeats);
      repeats = 0;
    };
    for (let i = 0; i < fixes.length; i++) {
      const next = stepStreak(streak, rule.meets[i]!, rule.k);
      streak = next.streak;
      const { step } = next;
      if (step.action === null) continue;
      if (step.action === 'repeat') {
        repeats += 1;
        lastRepeat = i;
        continue;
      }
      flushRepeats();
      if (step.action === 'resolve') ops.resolve(subject(), fixes[i]!.ts);
      else ops.raise(subject(), figure(i), step.count);
    }
    flushRepeats();
    states.set(type, animalId, { counter: streak.counter }, now);
  }

  /**
   * Night movement: the first fix of a night is the animal's anchor; a fix that night farther than
   * `nightMovementMeters` from it raises (theft risk). The job resolves it when the night is over.
   */
  private night(
    ops: AlertOps,
    open: Set<string>,
    states: RuleStates,
    now: number,
    settlement: SettlementContext,
    device: DeviceContext,
    fixes: AcceptedReading[],
  ): void {
    const { nightFromHour, nightToHour, nightMovementMeters } = settlement.params;
    const animalId = device.animalId!;
    const subject = lazy(() => animalSubject('nightMovement', settlement, this.animal(device), device.id));
    let isOpen = open.has(openKeyOf('nightMovement', animalId));
    for (const fix of fixes) {
      const night = nightAt(fix.ts, nightFromHour, nightToHour, settlement.utcOffsetMinutes);
      if (!night) continue;
      const anchor = states.get('nightMovement', animalId);
      if (!anchor || anchor.since !== night.start || anchor.lat === null || anchor.lng === null) {
        states.set('nightMovement', animalId, { since: night.start, lat: fix.lat, lng: fix.lng }, now);
        continue;
      }
      const moved = haversineMeters({ lat: anchor.lat, lng: anchor.lng }, { lat: fix.lat!, lng: fix.lng! });
      if (moved <= nightMovementMeters) continue;
      const figure = figureOf(fix, Math.round(moved), nightMovementMeters);
      if (isOpen) ops.repeat(subject(), figure);
      else ops.raise(subject(), figure);
      isOpen = true;
    }
  }

  private async evaluateUnknown(heard: UnknownHeard[]): Promise<AlertOp[]> {
    const gateways = new Map(
      (await alertsRepository.gateways(this.database.db, [...new Set(heard.map((h) => h.gatewayId))])).map(
        (g) => [g.id, g],
      ),
    );
    const settlements = await this.context.settlements(
      [...gateways.values()].flatMap((g) => (g.settlement_id ? [g.settlement_id] : [])),
    );
    const ops = new AlertOps();
    for (const { gatewayId, count, at } of heard) {
      const gateway = gateways.get(gatewayId);
      const settlement = gateway?.settlement_id ? settlements.get(gateway.settlement_id) : null;
      if (!gateway || !settlement) continue;
      const subject = gatewaySubject('unknownDevice', settlement, { id: gateway.id, name: gateway.name });
      ops.raise(subject, { at, value: count, threshold: null, lat: gateway.lat, lng: gateway.lng }, count);
    }
    return ops.list;
  }
}

/** A value made the first time it is asked for (most readings change no alert, and need no subject). */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const figureOf = (reading: AcceptedReading, value: number | null, threshold: number | null): Figure => ({
  at: reading.ts,
  value,
  threshold,
  lat: reading.lat,
  lng: reading.lng,
});
