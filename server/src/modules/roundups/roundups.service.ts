import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import type { RoundupRow } from '../../db/schema';
import { visibleSettlementIds, type AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { AnimalsService } from '../animals/animals.service';
import { editableItem } from '../settlements/settlement-item';
import type { SettlementsService } from '../settlements/settlements.service';
import { roundupsRepository } from './roundups.repository';

/** A roundup's name is unique in its settlement: the unique index decides. */
const duplicated = async () => {
  throw new AppError('CONFLICT', { errors: { name: 'validation.duplicatedRoundup' } });
};

/** Roundups (rodeos): herds within a settlement; every animal is in one or in 'SIN RODEO'. */
export class RoundupsService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly animals: AnimalsService,
  ) {}

  async list(scope: AccountScope, settlementId?: string) {
    if (settlementId) await this.settlements.find(scope, settlementId);
    const rows = await roundupsRepository.listWithCounts(
      this.db,
      scope.accountId,
      settlementId ? [settlementId] : visibleSettlementIds(scope),
    );
    return rows.map((r) => ({
      _id: r.id,
      settlementId: r.settlement_id,
      name: r.name,
      animalCount: Number(r.animal_count),
    }));
  }

  /** The roundups the scope reaches, by name (a file names them). */
  names(scope: AccountScope) {
    return roundupsRepository.listNames(this.db, scope.accountId, visibleSettlementIds(scope));
  }

  async create(scope: AccountScope, body: { name: string; settlementId: string }) {
    await this.settlements.editable(scope, body.settlementId);
    const id = newObjectId();
    await writeUnique(
      () =>
        roundupsRepository.insert(this.db, {
          id,
          account_id: scope.accountId,
          settlement_id: body.settlementId,
          name: body.name,
        }),
      duplicated,
    );
    return { _id: id, settlementId: body.settlementId, name: body.name, animalCount: 0 };
  }

  async rename(scope: AccountScope, id: string, name: string) {
    const roundup = await this.editable(scope, id);
    await writeUnique(() => roundupsRepository.rename(this.db, id, name), duplicated);
    return (await this.list(scope, roundup.settlement_id)).find((r) => r._id === id)!;
  }

  /** Its animals go to 'SIN RODEO'; their history keeps the roundup's name. */
  async delete(scope: AccountScope, id: string): Promise<void> {
    await this.editable(scope, id);
    await this.db.transaction().execute(async (trx) => {
      await this.animals.leaveRoundup(trx, id);
      await roundupsRepository.delete(trx, id);
    });
  }

  private async editable(scope: AccountScope, id: string): Promise<RoundupRow> {
    return editableItem(scope, await roundupsRepository.find(this.db, scope.accountId, id));
  }
}
