import type { Animal, AnimalBody, AnimalBulk, AnimalListQuery, AnimalPatch } from '@tropero/shared/herd';
import { NO_ROUNDUP } from '@tropero/shared/herd';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import { assertCanEdit, type AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { SettlementsService } from '../settlements/settlements.service';
import { animalColumns, bodyOf, scopeFilters, toAnimal } from './animal-row';
import { animalsRepository, type AnimalSort } from './animals.repository';

/** A new animal: what the form, the API or a file row says, and the roundup it starts in. */
export interface NewAnimal {
  body: AnimalBody;
  roundup: { id: string; name: string } | null;
}

const ROUNDUP_CHUNK = 1000;

const orderOf = (sort: string) => ({ sort: sort.replace('-', '') as AnimalSort, desc: sort.startsWith('-') });

export class AnimalsService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly devicesChanged: () => void,
  ) {}

  async list(scope: AccountScope, query: AnimalListQuery) {
    const { items, total } = await animalsRepository.list(
      this.db,
      { ...scopeFilters(scope), ...query, search: query.q },
      { page: query.page, pageSize: query.pageSize, ...orderOf(query.sort) },
    );
    return { items: items.map(toAnimal), total };
  }

  /** Every animal matching the list's filters, in its order, read in chunks (downloads: nothing paginated). */
  everyMatching(scope: AccountScope, query: Omit<AnimalListQuery, 'page' | 'pageSize'>) {
    return animalsRepository.everyMatching(
      this.db,
      { ...scopeFilters(scope), ...query, search: query.q },
      orderOf(query.sort),
    );
  }

  /** The ids of a settlement's animals, by caravana; a settlement the scope cannot reach answers 404. */
  async idsInSettlement(scope: AccountScope, settlementId: string): Promise<string[]> {
    await this.settlements.find(scope, settlementId);
    return animalsRepository.idsInSettlement(this.db, settlementId);
  }

  async get(scope: AccountScope, id: string): Promise<Animal> {
    const row = await animalsRepository.find(this.db, scopeFilters(scope), id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAnimal(row);
  }

  async create(scope: AccountScope, body: AnimalBody): Promise<Animal> {
    const roundup = await this.checkPlacement(scope, body.settlementId, body.roundupId ?? null);
    const check = () => this.assertUnique(scope.accountId, animalColumns(body));
    await check();
    const [id] = await this.insertMany(scope.accountId, [{ body, roundup }], check);
    return this.get(scope, id!);
  }

  /**
   * The one write of new animals, for the form, the API and the import alike: rows built by one
   * rule, one transaction, each animal's roundup period opened. The callers check placement and
   * uniqueness first; the unique index is the arbiter of what was taken meanwhile, and `check`
   * then says what (the form's field errors, the import's message).
   */
  async insertMany(accountId: string, animals: NewAnimal[], check: () => Promise<void>): Promise<string[]> {
    const rows = animals.map(({ body, roundup }) => ({
      id: newObjectId(),
      account_id: accountId,
      ...animalColumns(body),
      roundup_id: roundup?.id ?? null,
    }));
    const byRoundup = new Map<string, { roundup: { id: string | null; name: string }; ids: string[] }>();
    rows.forEach((row, index) => {
      const roundup = animals[index]!.roundup ?? { id: null, name: NO_ROUNDUP };
      const group = byRoundup.get(roundup.id ?? '') ?? { roundup, ids: [] };
      group.ids.push(row.id);
      byRoundup.set(roundup.id ?? '', group);
    });
    await writeUnique(
      () =>
        this.db.transaction().execute(async (trx) => {
          await animalsRepository.insert(trx, rows);
          for (const { roundup, ids } of byRoundup.values()) {
            for (let i = 0; i < ids.length; i += ROUNDUP_CHUNK) {
              await animalsRepository.moveRoundup(trx, ids.slice(i, i + ROUNDUP_CHUNK), roundup);
            }
          }
        }),
      check,
    );
    return rows.map((row) => row.id);
  }

  /** Those of these animals the scope reaches, with their settlement: others' ids are simply missing. */
  existing(scope: AccountScope, ids: string[]) {
    return animalsRepository.existing(this.db, scopeFilters(scope), ids);
  }

  /** The animals the scope reaches with these caravanas (as stored, upper-case). */
  byCaravanas(scope: AccountScope, caravanas: string[]) {
    return animalsRepository.findByCaravanas(this.db, scopeFilters(scope), caravanas);
  }

  /** The first animals whose caravana, SENASA id or e-ID starts with `q`. */
  async firstMatches(scope: AccountScope, q: string, limit: number): Promise<Animal[]> {
    const rows = await animalsRepository.firstMatches(this.db, { ...scopeFilters(scope), search: q }, limit);
    return rows.map(toAnimal);
  }

  /** A roundup of the account and the animals in it now; undefined when the account has no such roundup. */
  async roundupWithAnimals(scope: AccountScope, roundupId: string) {
    const roundup = await animalsRepository.roundupOf(this.db, scope.accountId, roundupId);
    return roundup && { ...roundup, animalIds: await animalsRepository.idsInRoundup(this.db, roundup.id) };
  }

  /** Which of these caravanas, SENASA or e-ID values the account already uses (asked in chunks). */
  async taken(
    accountId: string,
    column: 'caravana' | 'senasa' | 'eid',
    values: string[],
    exceptId?: string,
  ): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let i = 0; i < values.length; i += ROUNDUP_CHUNK) {
      const chunk = values.slice(i, i + ROUNDUP_CHUNK);
      for (const value of await animalsRepository.taken(this.db, accountId, column, chunk, exceptId)) {
        taken.add(value);
      }
    }
    return taken;
  }

  /** Changes what the body carries; an optional field sent as null is cleared. */
  async update(scope: AccountScope, id: string, body: AnimalPatch): Promise<Animal> {
    const current = await this.get(scope, id);
    const settlementId = body.settlementId ?? current.settlementId;
    const roundupId = body.roundupId === undefined ? current.roundupId : body.roundupId;
    assertCanEdit(scope, current.settlementId);
    const roundup = await this.checkPlacement(scope, settlementId, roundupId);
    const row = animalColumns({ ...bodyOf(current), ...body, settlementId } as AnimalBody);
    const check = () => this.assertUnique(scope.accountId, row, id);
    await check();
    await writeUnique(
      () =>
        this.db.transaction().execute(async (trx) => {
          await animalsRepository.update(trx, [id], { ...row, roundup_id: roundupId });
          if (roundupId !== current.roundupId) {
            await animalsRepository.moveRoundup(trx, [id], {
              id: roundupId,
              name: roundup?.name ?? NO_ROUNDUP,
            });
          }
        }),
      check,
    );
    // A device follows its animal's settlement.
    this.devicesChanged();
    return this.get(scope, id);
  }

  async delete(scope: AccountScope, id: string): Promise<void> {
    await this.bulk(scope, { action: 'delete', ids: [id] });
  }

  /** One action on many animals: all of them must be reachable and editable, or nothing changes. */
  async bulk(scope: AccountScope, bulk: AnimalBulk): Promise<{ updated: number }> {
    const ids = [...new Set(bulk.ids)];
    const found = await animalsRepository.existing(this.db, scopeFilters(scope), ids);
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');
    for (const settlementId of new Set(found.map((a) => a.settlement_id))) assertCanEdit(scope, settlementId);
    if (bulk.action === 'delete') {
      await this.db.transaction().execute((trx) => animalsRepository.delete(trx, ids));
      this.devicesChanged();
      return { updated: ids.length };
    }
    const roundup = bulk.roundupId
      ? await animalsRepository.roundupOf(this.db, scope.accountId, bulk.roundupId)
      : null;
    if (bulk.roundupId && !roundup) throw new AppError('NOT_FOUND');
    if (roundup && found.some((a) => a.settlement_id !== roundup.settlement_id)) {
      throw new AppError('VALIDATION', { errors: { roundupId: 'validation.roundupOtherSettlement' } });
    }
    await this.db.transaction().execute(async (trx) => {
      await animalsRepository.update(trx, ids, { roundup_id: roundup?.id ?? null });
      await animalsRepository.moveRoundup(trx, ids, {
        id: roundup?.id ?? null,
        name: roundup?.name ?? NO_ROUNDUP,
      });
    });
    return { updated: ids.length };
  }

  /**
   * The animals of a roundup being deleted go to 'SIN RODEO'; their history keeps its name.
   * Runs inside the deletion's transaction.
   */
  async leaveRoundup(trx: Executor, roundupId: string): Promise<void> {
    const ids = await animalsRepository.idsInRoundup(trx, roundupId);
    if (ids.length > 0) await animalsRepository.moveRoundup(trx, ids, { id: null, name: NO_ROUNDUP });
  }

  async roundupHistory(scope: AccountScope, id: string) {
    await this.get(scope, id);
    const rows = await animalsRepository.roundupHistory(this.db, id);
    return rows.map((r) => ({
      roundupId: r.roundup_id,
      roundupName: r.roundup_name,
      from: r.from_at,
      to: r.to_at,
    }));
  }

  /** The settlement must be editable by the caller and the roundup, if any, one of its own. */
  private async checkPlacement(scope: AccountScope, settlementId: string, roundupId: string | null) {
    await this.settlements.find(scope, settlementId);
    assertCanEdit(scope, settlementId);
    if (!roundupId) return null;
    const roundup = await animalsRepository.roundupOf(this.db, scope.accountId, roundupId);
    if (!roundup || roundup.settlement_id !== settlementId) {
      throw new AppError('VALIDATION', { errors: { roundupId: 'validation.roundupNotFound' } });
    }
    return roundup;
  }

  private async assertUnique(
    accountId: string,
    row: { caravana: string; senasa: string | null; eid: string | null },
    exceptId?: string,
  ): Promise<void> {
    const errors: Record<string, string> = {};
    const checks = [
      ['caravana', row.caravana, 'validation.duplicatedCaravana'],
      ['senasa', row.senasa, 'validation.duplicatedSenasa'],
      ['eid', row.eid, 'validation.duplicatedEid'],
    ] as const;
    for (const [column, value, key] of checks) {
      if (value && (await this.taken(accountId, column, [value], exceptId)).size > 0) {
        errors[column] = key;
      }
    }
    if (Object.keys(errors).length > 0) throw new AppError('CONFLICT', { message: 'already in use', errors });
  }
}
