import type { AlertType } from '@tropero/shared/alerts';
import type { Database } from '../../db/connection';
import type { AlertRuleStatesTable } from '../../db/schema';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import type { AlertChange } from './alert-change';
import { toSettlementContext, type SettlementContext } from './alert-context';
import { AlertOps } from './alert-ops';
import { writeAlerts } from './alert-writer';
import { alertsRepository } from './alerts.repository';
import { ALERT_RULES } from './rules';
import type { AlertRule, Tick } from './rules/rule';

/**
 * The time-based rules (those of `rules/index.ts` that tick), run by the `alert-rules` job once across
 * servers (every minute): no signal, heat stress now and tomorrow, rumination drop, inactivity, and the
 * end of night movement and of unknown devices. A condition that still holds leaves its open alert as
 * it is (a job run is not a new observation).
 */
export class AlertRulesJob {
  constructor(
    private readonly database: Database,
    private readonly publish: (changes: AlertChange[]) => void,
    private readonly coefficientTables: CoefficientTablesService,
    private readonly rules: readonly AlertRule[] = ALERT_RULES,
  ) {}

  /**
   * Every settlement in turn, each in its own transaction: one that fails (its error is thrown once
   * the others are done, for the job's log) keeps no other from its alerts. Once `signal` aborts (the
   * job's lease was lost to another server) it writes nothing more: what it wrote is published, and
   * the abort is thrown.
   */
  async run(now = Date.now(), signal?: AbortSignal): Promise<AlertChange[]> {
    const changes: AlertChange[] = [];
    const failures: unknown[] = [];
    for (const row of await alertsRepository.settlements(this.database.db)) {
      if (signal?.aborted) break;
      try {
        const settlement = toSettlementContext(row);
        const ops = new AlertOps();
        const states: AlertRuleStatesTable[] = [];
        for (const { type, tick } of this.rules)
          await tick?.judge(this.tick(type, settlement, now, ops, states));
        if (signal?.aborted) break;
        changes.push(...(await writeAlerts(this.database, ops.list, states)));
      } catch (error) {
        failures.push(error);
      }
    }
    if (changes.length > 0) this.publish(changes);
    signal?.throwIfAborted();
    if (failures.length > 0) throw failures[0];
    return changes;
  }

  /** The settlement's turn, as one rule sees it; counters it sets join `states`. */
  private tick(
    type: AlertType,
    settlement: SettlementContext,
    now: number,
    ops: AlertOps,
    states: AlertRuleStatesTable[],
  ): Tick {
    const { db } = this.database;
    return {
      type,
      settlement,
      now,
      db,
      coefficientTables: this.coefficientTables,
      ops,
      open: () => alertsRepository.openOfType(db, settlement.id, type),
      state: async (subjectId) =>
        (await alertsRepository.ruleStates(this.database, [{ rule: type, subjectId }]))[0],
      setState: (subjectId, fields) =>
        states.push({
          rule: type,
          subject_id: subjectId,
          counter: 0,
          since: null,
          lat: null,
          lng: null,
          ...fields,
          updated_at: now,
        }),
    };
  }
}
