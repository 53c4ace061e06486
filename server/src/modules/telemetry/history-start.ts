import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Selected beside an animal-day: the first reading of the animal's history (of its first day),
 * whether that day is a whole one (packages/shared local-day `isPartialDay`).
 */
export const historyStart = (eb: ExpressionBuilder<DB, 'animal_days'>) =>
  eb
    .selectFrom('animal_days as first_day')
    .select('first_day.first_ts')
    .whereRef('first_day.animal_id', '=', 'animal_days.animal_id')
    .orderBy('first_day.day')
    .limit(1)
    .as('history_start');
