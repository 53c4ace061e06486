import type { Kysely } from 'kysely';
import { dropCoefficientTables, seedCoefficientTable, type SeedCoefficient } from './coefficient-seed';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The ITH every settlement got by default before herd types (INTA's dairy value). */
const OLD_DEFAULT_ITH = 72;

/** Version 1 of the `heatStress` coefficient table (docs/domain.md §1), frozen with this migration. */
const HEAT_STRESS: SeedCoefficient[] = [
  {
    key: 'threshold/beef',
    value: 76,
    unit: 'ITH',
    source: 'INTA EEA Rafaela (Gastaldi 2023): critical ITH for beef cattle (domain.md §1)',
    confidence: 'sourced',
  },
  {
    key: 'threshold/dairy',
    value: 72,
    unit: 'ITH',
    source: 'INTA EEA Rafaela (Gastaldi 2023): critical ITH for medium-production dairy cows (domain.md §1)',
    confidence: 'sourced',
  },
  {
    key: 'recoveryIth',
    value: 74,
    unit: 'ITH',
    source: 'Harrington & Bowles (AMS 2002), LCI 1970: ITH ≤ 74 is normal / recovery (domain.md §1)',
    confidence: 'sourced',
  },
  {
    key: 'recoveryNightHours',
    value: 3,
    unit: 'h at or below recoveryIth',
    source: 'Configurable default: no source gives the hours a recovery night needs (domain.md §1 [U])',
    confidence: 'unverified',
  },
  {
    key: 'heatWaveMinDays',
    value: 3,
    unit: 'consecutive days',
    source: 'INTA EEA Rafaela: ola de calor, ITH ≥ critical on ≥ 3 consecutive days (domain.md §1)',
    confidence: 'sourced',
  },
  {
    key: 'heatWaveMinHours',
    value: 3,
    unit: 'h at or above the threshold',
    source:
      'Configurable default: INTA does not say which daily statistic a heat-wave day is judged on (domain.md §1 [U])',
    confidence: 'unverified',
  },
];

/** Settlements' alert parameters, as stored JSON. */
async function rewriteAlertParams(db: Kysely<any>, change: (params: Record<string, unknown>) => boolean) {
  const rows: { id: string; alert_params: string }[] = await db
    .selectFrom('settlements')
    .select(['id', 'alert_params'])
    .execute();
  for (const row of rows) {
    const params = JSON.parse(row.alert_params) as Record<string, unknown>;
    if (change(params))
      await db
        .updateTable('settlements')
        .set({ alert_params: JSON.stringify(params) })
        .where('id', '=', row.id)
        .execute();
  }
}

/**
 * Herd types: each settlement says beef or dairy (beef unless told), and its critical ITH follows
 * that type's default unless the settlement set its own. A stored ITH of exactly the old default (72,
 * which every form was prefilled with) is taken as that default and dropped, so it follows the herd
 * type; any other stored value was set by hand and is kept. Alerts remember whose threshold fired.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('settlements')
    .addColumn('herd_type', 'varchar(10)', (c) => c.notNull().defaultTo('beef'))
    .execute();
  await db.schema.alterTable('alerts').addColumn('threshold_basis', 'varchar(12)').execute();
  await rewriteAlertParams(db, (params) => {
    if (params.ithAlert !== OLD_DEFAULT_ITH) return false;
    delete params.ithAlert;
    return true;
  });

  await seedCoefficientTable(db, 'heatStress', HEAT_STRESS, { createdAt: '2026-11-28T08:10:00.000Z' });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCoefficientTables(db, ['heatStress']);
  await rewriteAlertParams(db, (params) => {
    if (params.ithAlert != null) return false;
    params.ithAlert = OLD_DEFAULT_ITH;
    return true;
  });
  await db.schema.alterTable('alerts').dropColumn('threshold_basis').execute();
  await db.schema.alterTable('settlements').dropColumn('herd_type').execute();
}
