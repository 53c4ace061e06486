import type { Executor } from '../../db/executor';
import { assertCanEdit, type AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { AnimalsService } from '../animals/animals.service';
import type { PlotsService } from '../plots/plots.service';
import { allocationsRepository } from './allocations.repository';

/** Which plot each animal is in, from which day: per animal or per roundup, with full history. */
export class AllocationsService {
  constructor(
    private readonly db: Executor,
    private readonly plots: PlotsService,
    private readonly animals: AnimalsService,
  ) {}

  async allocate(
    scope: AccountScope,
    body: { plotId: string; from: string; animalIds?: string[]; roundupId?: string },
  ) {
    const [plot] = await this.plots.editable(scope, [body.plotId]);
    let animalIds = [...new Set(body.animalIds ?? [])];
    if (body.roundupId) {
      const roundup = await this.animals.roundupWithAnimals(scope, body.roundupId);
      if (!roundup || roundup.settlement_id !== plot!.settlement_id) {
        throw new AppError('VALIDATION', { errors: { roundupId: 'validation.roundupNotFound' } });
      }
      animalIds = roundup.animalIds;
    } else {
      const found = await this.animals.existing(scope, animalIds);
      if (found.length !== animalIds.length) throw new AppError('NOT_FOUND');
      if (found.some((animal) => animal.settlement_id !== plot!.settlement_id)) {
        throw new AppError('VALIDATION', { errors: { animalIds: 'validation.animalOtherSettlement' } });
      }
    }
    assertCanEdit(scope, plot!.settlement_id);
    await this.db
      .transaction()
      .execute((trx) =>
        allocationsRepository.allocate(trx, scope.accountId, animalIds, body.plotId, body.from),
      );
    return { allocated: animalIds.length };
  }

  async ofAnimal(scope: AccountScope, animalId: string) {
    const [animal] = await this.animals.existing(scope, [animalId]);
    if (!animal) throw new AppError('NOT_FOUND');
    const rows = await allocationsRepository.historyOfAnimal(this.db, animalId);
    return rows.map((r) => ({ plotId: r.plot_id, plotName: r.plot_name, from: r.from_date, to: r.to_date }));
  }

  /** The animals grazing these plots now (their open allocations), with roundup, type, weight and collar. */
  async grazingNow(scope: AccountScope, plotIds: string[]) {
    if (plotIds.length === 0) return [];
    await this.plots.findInScope(scope, plotIds);
    const rows = await allocationsRepository.currentAnimals(this.db, plotIds);
    return rows.map((row) => ({
      plotId: row.plot_id,
      animalId: row.animal_id,
      type: row.type,
      subtype: row.subtype,
      weightKg: row.weight_kg === null ? null : Number(row.weight_kg),
      roundupId: row.roundup_id,
      roundupName: row.roundup_name,
      collared: Boolean(row.collared),
    }));
  }

  /** The allocations to these plots over the days fromDay…toDay (inclusive): who was there, which days. */
  async overlapping(scope: AccountScope, plotIds: string[], fromDay: string, toDay: string) {
    if (plotIds.length === 0) return [];
    await this.plots.findInScope(scope, plotIds);
    const rows = await allocationsRepository.overlapping(this.db, plotIds, fromDay, toDay);
    return rows.map((row) => ({
      plotId: row.plot_id,
      animalId: row.animal_id,
      /** First day, inclusive. */
      from: row.from_date,
      /** Day it left, exclusive; null while there. */
      to: row.to_date,
      type: row.type,
      weightKg: row.weight_kg === null ? null : Number(row.weight_kg),
    }));
  }

  async ofPlot(scope: AccountScope, plotId: string) {
    await this.plots.findInScope(scope, [plotId]);
    const rows = await allocationsRepository.historyOfPlot(this.db, plotId);
    return rows.map((r) => ({
      animalId: r.animal_id,
      caravana: r.caravana,
      from: r.from_date,
      to: r.to_date,
    }));
  }
}
