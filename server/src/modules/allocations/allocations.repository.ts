import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';

export const allocationsRepository = {
  /**
   * Moves animals to a plot from a date: their open allocations end that day (those that would start
   * on or after it are replaced), and a new open one begins.
   */
  async allocate(
    db: Executor,
    accountId: string,
    animalIds: string[],
    plotId: string,
    from: string,
  ): Promise<void> {
    for (let i = 0; i < animalIds.length; i += 500) {
      const chunk = animalIds.slice(i, i + 500);
      await db
        .deleteFrom('allocations')
        .where('animal_id', 'in', chunk)
        .where('to_date', 'is', null)
        .where('from_date', '>=', from)
        .execute();
      await db
        .updateTable('allocations')
        .set({ to_date: from })
        .where('animal_id', 'in', chunk)
        .where('to_date', 'is', null)
        .execute();
      await db
        .insertInto('allocations')
        .values(
          chunk.map((animalId) => ({
            id: newObjectId(),
            account_id: accountId,
            animal_id: animalId,
            plot_id: plotId,
            from_date: from,
            to_date: null,
          })),
        )
        .execute();
    }
  },

  historyOfAnimal(db: Executor, animalId: string) {
    return db
      .selectFrom('allocations')
      .innerJoin('plots', 'plots.id', 'allocations.plot_id')
      .select([
        'allocations.plot_id',
        'plots.name as plot_name',
        'allocations.from_date',
        'allocations.to_date',
      ])
      .where('allocations.animal_id', '=', animalId)
      .orderBy('allocations.from_date', 'desc')
      .execute();
  },

  historyOfPlot(db: Executor, plotId: string) {
    return db
      .selectFrom('allocations')
      .innerJoin('animals', 'animals.id', 'allocations.animal_id')
      .select(['allocations.animal_id', 'animals.caravana', 'allocations.from_date', 'allocations.to_date'])
      .where('allocations.plot_id', '=', plotId)
      .orderBy('allocations.from_date', 'desc')
      .orderBy('animals.caravana')
      .execute();
  },

  /** The animals allocated now (open allocations) to these plots, with their roundup, type and weight. */
  currentAnimals(db: Executor, plotIds: string[]) {
    return db
      .selectFrom('allocations')
      .innerJoin('animals', 'animals.id', 'allocations.animal_id')
      .leftJoin('roundups', 'roundups.id', 'animals.roundup_id')
      .select([
        'allocations.plot_id',
        'animals.id as animal_id',
        'animals.type',
        'animals.subtype',
        'animals.weight_kg',
        'animals.roundup_id',
        'roundups.name as roundup_name',
        // Wears a collar: a COLLAR device assigned to it (0/1 on SQLite, a boolean on PostgreSQL).
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('devices')
                .select('devices.id')
                .whereRef('devices.animal_id', '=', 'animals.id')
                .where('devices.type', '=', 'COLLAR'),
            )
            .as('collared'),
      ])
      .where('allocations.plot_id', 'in', plotIds)
      .where('allocations.to_date', 'is', null)
      .execute();
  },

  /** The allocations to these plots that overlap the days fromDay…toDay (inclusive), with each animal's weight. */
  overlapping(db: Executor, plotIds: string[], fromDay: string, toDay: string) {
    return db
      .selectFrom('allocations')
      .innerJoin('animals', 'animals.id', 'allocations.animal_id')
      .select([
        'allocations.plot_id',
        'allocations.animal_id',
        'allocations.from_date',
        'allocations.to_date',
        'animals.type',
        'animals.weight_kg',
      ])
      .where('allocations.plot_id', 'in', plotIds)
      .where('allocations.from_date', '<=', toDay)
      .where((eb) => eb.or([eb('allocations.to_date', 'is', null), eb('allocations.to_date', '>', fromDay)]))
      .execute();
  },
};
