import type { Updateable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { AnimalsTable } from '../../db/schema';
import { deleteRows, insertRows, updateRows, type NewRow } from '../../db/table-rows';

export interface AnimalFilters {
  accountId: string;
  /** null: every settlement of the account. */
  settlementIds: string[] | null;
  settlementId?: string;
  /** 'none' for animals without a roundup. */
  roundupId?: string;
  type?: string;
  plotId?: string;
  /** Prefix of caravana, SENASA id or electronic id. */
  search?: string;
}

export const ANIMAL_SORTS = {
  caravana: 'animals.caravana',
  senasa: 'animals.senasa',
  type: 'animals.type',
  breed: 'animals.breed',
  birthDay: 'animals.birth_day',
  createdAt: 'animals.created_at',
} as const;
export type AnimalSort = keyof typeof ANIMAL_SORTS;

/** The animals a filter selects, on the animals table alone (cheap to count and to page through). */
function matching(db: Executor, f: AnimalFilters) {
  const prefix = f.search?.trim().toUpperCase();
  return db
    .selectFrom('animals')
    .where('animals.account_id', '=', f.accountId)
    .$if(f.settlementIds !== null, (q) => q.where('animals.settlement_id', 'in', f.settlementIds!))
    .$if(Boolean(f.settlementId), (q) => q.where('animals.settlement_id', '=', f.settlementId!))
    .$if(f.roundupId === 'none', (q) => q.where('animals.roundup_id', 'is', null))
    .$if(Boolean(f.roundupId) && f.roundupId !== 'none', (q) =>
      q.where('animals.roundup_id', '=', f.roundupId!),
    )
    .$if(Boolean(f.type), (q) => q.where('animals.type', '=', f.type!))
    .$if(Boolean(f.plotId), (q) =>
      q.where('animals.id', 'in', (eb) =>
        eb
          .selectFrom('allocations')
          .select('animal_id')
          .where('plot_id', '=', f.plotId!)
          .where('to_date', 'is', null),
      ),
    )
    .$if(Boolean(prefix), (q) =>
      q.where((eb) =>
        eb.or([
          eb.between('animals.caravana', prefix!, `${prefix}\uffff`),
          eb.between('animals.senasa', prefix!, `${prefix}\uffff`),
          eb.between('animals.eid', prefix!, `${prefix}\uffff`),
        ]),
      ),
    );
}

/** Animals by id with their roundup and current plot, in the order of the ids given. */
async function details(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('animals')
    .leftJoin('roundups', 'roundups.id', 'animals.roundup_id')
    .leftJoin('allocations', (join) =>
      join.onRef('allocations.animal_id', '=', 'animals.id').on('allocations.to_date', 'is', null),
    )
    .leftJoin('plots', 'plots.id', 'allocations.plot_id')
    .select(columns)
    .where('animals.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One page of ids in the list's order. */
async function pageOfIds(
  db: Executor,
  filters: AnimalFilters,
  order: { sort: AnimalSort; desc: boolean },
  limit: number,
  offset: number,
) {
  const rows = await matching(db, filters)
    .select('animals.id')
    .orderBy(ANIMAL_SORTS[order.sort], order.desc ? 'desc' : 'asc')
    .orderBy('animals.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

const columns = [
  'animals.id',
  'animals.settlement_id',
  'animals.roundup_id',
  'animals.caravana',
  'animals.senasa',
  'animals.eid',
  'animals.type',
  'animals.subtype',
  'animals.breed',
  'animals.sex',
  'animals.birth_day',
  'animals.weight_kg',
  'animals.observations',
  'roundups.name as roundup_name',
  'plots.id as plot_id',
  'plots.name as plot_name',
] as const;

export type AnimalListRow = Awaited<ReturnType<typeof details>>[number];

export const animalsRepository = {
  async list(
    db: Executor,
    filters: AnimalFilters,
    page: { page: number; pageSize: number; sort: AnimalSort; desc: boolean },
  ) {
    const [ids, count] = await Promise.all([
      pageOfIds(db, filters, page, page.pageSize, (page.page - 1) * page.pageSize),
      matching(db, filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: await details(db, ids), total: Number(count.total) };
  },

  /** First matches of a top-bar search: a few index lookups, no count. */
  async firstMatches(db: Executor, filters: AnimalFilters, limit: number) {
    const ids = await pageOfIds(db, filters, { sort: 'caravana', desc: false }, limit, 0);
    return details(db, ids);
  },

  async find(db: Executor, filters: AnimalFilters, id: string) {
    const [found] = await matching(db, filters).select('animals.id').where('animals.id', '=', id).execute();
    return found ? (await details(db, [id]))[0] : undefined;
  },

  /** Ids of the account's animals among these, within the visible settlements. */
  async existing(
    db: Executor,
    filters: AnimalFilters,
    ids: string[],
  ): Promise<{ id: string; settlement_id: string }[]> {
    if (ids.length === 0) return [];
    return matching(db, filters)
      .select(['animals.id', 'animals.settlement_id'])
      .where('animals.id', 'in', ids)
      .execute();
  },

  /** Which of these values are already used by another animal of the account. */
  async taken(
    db: Executor,
    accountId: string,
    column: 'caravana' | 'senasa' | 'eid',
    values: string[],
    exceptId?: string,
  ) {
    if (values.length === 0) return new Set<string>();
    const rows = await db
      .selectFrom('animals')
      .select(column)
      .where('account_id', '=', accountId)
      .where(column, 'in', values)
      .$if(Boolean(exceptId), (q) => q.where('id', '!=', exceptId!))
      .execute();
    return new Set(rows.map((row) => row[column]!));
  },

  insert: (db: Executor, rows: NewRow<'animals'>[]) => insertRows(db, 'animals', rows),

  update: (db: Executor, ids: string[], changes: Updateable<AnimalsTable>) =>
    updateRows(db, 'animals', ids, changes),

  delete: (db: Executor, ids: string[]) => deleteRows(db, 'animals', ids),

  /** Closes the open roundup periods of these animals and opens new ones. */
  async moveRoundup(
    db: Executor,
    animalIds: string[],
    roundup: { id: string | null; name: string },
  ): Promise<void> {
    const now = nowIso();
    await db
      .updateTable('roundup_memberships')
      .set({ to_at: now })
      .where('animal_id', 'in', animalIds)
      .where('to_at', 'is', null)
      .execute();
    for (let i = 0; i < animalIds.length; i += 500) {
      await db
        .insertInto('roundup_memberships')
        .values(
          animalIds.slice(i, i + 500).map((animalId) => ({
            id: newObjectId(),
            animal_id: animalId,
            roundup_id: roundup.id,
            roundup_name: roundup.name,
            from_at: now,
            to_at: null,
          })),
        )
        .execute();
    }
  },

  async idsInSettlement(db: Executor, settlementId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('animals')
      .select('id')
      .where('settlement_id', '=', settlementId)
      .orderBy('caravana')
      .execute();
    return rows.map((row) => row.id);
  },

  /** A roundup of the account, to place animals in. */
  roundupOf(db: Executor, accountId: string, id: string) {
    return db
      .selectFrom('roundups')
      .select(['id', 'name', 'settlement_id'])
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async idsInRoundup(db: Executor, roundupId: string): Promise<string[]> {
    const rows = await db.selectFrom('animals').select('id').where('roundup_id', '=', roundupId).execute();
    return rows.map((row) => row.id);
  },

  /** The caller's animals with these caravanas (upper-case), within the visible settlements. */
  async findByCaravanas(
    db: Executor,
    filters: Pick<AnimalFilters, 'accountId' | 'settlementIds'>,
    caravanas: string[],
  ): Promise<{ id: string; caravana: string; settlement_id: string }[]> {
    const found: { id: string; caravana: string; settlement_id: string }[] = [];
    for (let i = 0; i < caravanas.length; i += 1000) {
      found.push(
        ...(await db
          .selectFrom('animals')
          .select(['id', 'caravana', 'settlement_id'])
          .where('account_id', '=', filters.accountId)
          .$if(filters.settlementIds !== null, (q) => q.where('settlement_id', 'in', filters.settlementIds!))
          .where('caravana', 'in', caravanas.slice(i, i + 1000))
          .execute()),
      );
    }
    return found;
  },

  /** Every matching animal, in the list's order, read in chunks (exports: nothing paginated). */
  async *everyMatching(
    db: Executor,
    filters: AnimalFilters,
    order: { sort: AnimalSort; desc: boolean },
    chunkSize = 2000,
  ) {
    for (let offset = 0; ; offset += chunkSize) {
      const ids = await pageOfIds(db, filters, order, chunkSize, offset);
      if (ids.length > 0) yield await details(db, ids);
      if (ids.length < chunkSize) return;
    }
  },

  roundupHistory(db: Executor, animalId: string) {
    return db
      .selectFrom('roundup_memberships')
      .selectAll()
      .where('animal_id', '=', animalId)
      .orderBy('from_at', 'desc')
      .execute();
  },
};
