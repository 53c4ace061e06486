import type { Insertable, Selectable } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '@tropero/shared/constants';
import type { HelpContext, HelpKind } from '@tropero/shared/help';
import { containsText, type Executor } from '../../db/executor';
import type { HelpEntriesTable, HelpImagesTable, HelpTextsTable } from '../../db/schema';

export type HelpEntryRow = Selectable<HelpEntriesTable>;
export type HelpTextRow = Selectable<HelpTextsTable>;
export type HelpImageRow = Selectable<HelpImagesTable>;

export interface HelpFilter {
  kind?: HelpKind;
  context?: HelpContext;
  q?: string;
  /** Readers see published entries only. */
  publishedOnly: boolean;
}

export interface PageOf {
  page: number;
  pageSize: number;
}

/** Entries of a kind and context; `contexts` is a JSON array: the quoted name matches one element only. */
const entries = (db: Executor, filter: HelpFilter) =>
  db
    .selectFrom('help_entries')
    .$if(filter.publishedOnly, (q) => q.where('help_entries.published', '=', 1))
    .$if(filter.kind !== undefined, (q) => q.where('help_entries.kind', '=', filter.kind!))
    .$if(filter.context !== undefined, (q) =>
      q.where('help_entries.contexts', 'like', `%"${filter.context!}"%`),
    );

/** The entries with the text a reader of `language` is shown: his language's, else es-AR's. */
const localized = (db: Executor, filter: HelpFilter, language: Language) =>
  entries(db, filter)
    .innerJoin('help_texts as fallback', (join) =>
      join.onRef('fallback.entry_id', '=', 'help_entries.id').on('fallback.language', '=', DEFAULT_LANGUAGE),
    )
    .leftJoin('help_texts as own', (join) =>
      join.onRef('own.entry_id', '=', 'help_entries.id').on('own.language', '=', language),
    )
    .$if(Boolean(filter.q), (q) =>
      q.where((eb) =>
        eb.or([
          containsText(eb.fn.coalesce('own.title', 'fallback.title'), filter.q!),
          containsText(eb.fn.coalesce('own.body', 'fallback.body'), filter.q!),
        ]),
      ),
    );

const paged = <T extends { limit(n: number): T; offset(n: number): T }>(query: T, page: PageOf) =>
  query.limit(page.pageSize).offset((page.page - 1) * page.pageSize);

export const helpRepository = {
  /** A reader's page, in the help's order, each entry with its text in `language` or es-AR. */
  async readerPage(db: Executor, filter: HelpFilter, language: Language, page: PageOf) {
    const matching = localized(db, filter, language);
    const [items, count] = await Promise.all([
      paged(
        matching
          .selectAll('help_entries')
          .select((eb) => [
            eb.fn.coalesce('own.title', 'fallback.title').as('title'),
            eb.fn.coalesce('own.body', 'fallback.body').as('body'),
            'own.language as own_language',
          ])
          .orderBy('help_entries.sort_order')
          .orderBy('help_entries.id'),
        page,
      ).execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  /** The superadmin's page: every entry, searched in any of its languages. */
  async adminPage(db: Executor, filter: HelpFilter, page: PageOf) {
    const matching = entries(db, filter).$if(Boolean(filter.q), (q) =>
      q.where(({ exists, selectFrom, or }) =>
        exists(
          selectFrom('help_texts')
            .select('help_texts.entry_id')
            .whereRef('help_texts.entry_id', '=', 'help_entries.id')
            .where((eb) =>
              or([
                containsText(eb.ref('help_texts.title'), filter.q!),
                containsText(eb.ref('help_texts.body'), filter.q!),
              ]),
            ),
        ),
      ),
    );
    const [items, count] = await Promise.all([
      paged(matching.selectAll().orderBy('sort_order').orderBy('id'), page).execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  findEntry(db: Executor, id: string): Promise<HelpEntryRow | undefined> {
    return db.selectFrom('help_entries').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Every text of these entries. */
  textsOf(db: Executor, ids: string[]): Promise<HelpTextRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('help_texts').selectAll().where('entry_id', 'in', ids).execute();
  },

  async insertEntry(db: Executor, row: Insertable<HelpEntriesTable>): Promise<void> {
    await db.insertInto('help_entries').values(row).execute();
  },

  async updateEntry(db: Executor, id: string, changes: Partial<HelpEntryRow>): Promise<boolean> {
    const result = await db.updateTable('help_entries').set(changes).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Replaces an entry's texts with these. */
  async replaceTexts(db: Executor, id: string, texts: HelpTextRow[]): Promise<void> {
    await db.deleteFrom('help_texts').where('entry_id', '=', id).execute();
    await db.insertInto('help_texts').values(texts).execute();
  },

  async deleteEntry(db: Executor, id: string): Promise<boolean> {
    const result = await db.deleteFrom('help_entries').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  async insertImage(db: Executor, row: Insertable<HelpImagesTable>): Promise<void> {
    await db.insertInto('help_images').values(row).execute();
  },

  findImage(db: Executor, id: string): Promise<HelpImageRow | undefined> {
    return db.selectFrom('help_images').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Which of these image ids exist. */
  async existingImages(db: Executor, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.selectFrom('help_images').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  },
};
