import type { AlertType } from '@tropero/shared/alerts';
import type { Executor } from '../../../db/executor';
import type { CoefficientTablesService } from '../../coefficients/coefficient-tables.service';
import type { AcceptedReading } from '../../telemetry/telemetry.service';
import type { AlertContext, DeviceContext, SettlementContext } from '../alert-context';
import type { AlertOps, Figure } from '../alert-ops';
import type { AlertRow, RuleStateRow } from '../alerts.repository';

/**
 * One alert rule (docs/architecture.md "Alerts"): its type (one open alert per type and subject; the
 * type is also the key of its texts, the server's `ALERT_TYPE_NAMES` and the web's `alerts` locales)
 * and what it listens to: a device's readings as they are ingested, the unknown devices a gateway
 * hears, the alert-rules job's tick. The engine and the job run every registered rule (`rules/index.ts`)
 * that listens to their event, in the registry's order.
 */
export interface AlertRule<Prepared = unknown> {
  type: AlertType;
  readings?: OnReadings<Prepared>;
  heard?: OnHeard;
  tick?: OnTick;
}

/** The counters a rule keeps per subject in `alert_rule_states` (between batches and servers). */
export type RuleStateFields = Partial<Pick<RuleStateRow, 'counter' | 'since' | 'lat' | 'lng'>>;

/** One device's readings of an evaluation. */
export interface DeviceBatch {
  settlement: SettlementContext;
  device: DeviceContext;
  /** Oldest first. */
  readings: AcceptedReading[];
  /** The readings with a position, oldest first. */
  fixes: AcceptedReading[];
}

/**
 * A rule on readings, judged once per device of each evaluation. Only the subjects it `applies` to
 * have their open alert (and counters) read, all rules' at once.
 */
export interface OnReadings<Prepared> {
  /** Whom it judges: the device, or the animal wearing it (only when the device sent fixes). */
  about: 'device' | 'animal';
  /** Whether it keeps counters (`Judged.state`), read before it judges. */
  counters: boolean;
  /** What it reads besides the readings, once per evaluation (through the context's caches). */
  prepare?(context: AlertContext, batches: readonly DeviceBatch[]): Promise<Prepared>;
  /** Whether it has anything to judge in these readings. */
  applies(batch: DeviceBatch, prepared: Prepared): boolean;
  judge(batch: DeviceBatch, prepared: Prepared, subject: Judged): void;
}

/** A rule's say about one subject in one evaluation; the subject itself is made only when needed. */
export interface Judged {
  /** Whether its alert was open when the evaluation began. */
  readonly wasOpen: boolean;
  state(): RuleStateRow | undefined;
  setState(fields: RuleStateFields): void;
  raise(figure: Figure, count?: number): void;
  /** `times` more observations, the last of them `figure`. */
  repeat(figure: Figure, times?: number): void;
  resolve(at: number): void;
}

/** Unknown devices one gateway heard, `count` readings of them at `at`. */
export interface UnknownHeard {
  gatewayId: string;
  count: number;
  at: number;
}

/** A rule on what gateways hear, judged once per evaluation. */
export interface OnHeard {
  judge(heard: readonly UnknownHeard[], context: AlertContext, ops: AlertOps): Promise<void>;
}

/** One settlement's turn in a run of the alert-rules job, as one rule sees it. */
export interface Tick {
  /** The rule's type. */
  type: AlertType;
  settlement: SettlementContext;
  now: number;
  db: Executor;
  coefficientTables: CoefficientTablesService;
  ops: AlertOps;
  /** The rule's open alerts in the settlement. */
  open(): Promise<AlertRow[]>;
  /** The rule's counters of a subject as stored. */
  state(subjectId: string): Promise<RuleStateRow | undefined>;
  /** Its counters from now on (those not given are 0 or null), written with the operations. */
  setState(subjectId: string, fields: RuleStateFields): void;
}

/**
 * A time-based rule, judged once per settlement by the job (every minute). A condition that still
 * holds leaves its open alert as it is: a tick is not a new observation.
 */
export interface OnTick {
  judge(tick: Tick): Promise<void>;
}
