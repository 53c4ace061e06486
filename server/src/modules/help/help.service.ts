import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tropero/shared/constants';
import type {
  HelpArticle,
  HelpEntry,
  HelpListQuery,
  HelpTranslations,
  ValidHelpEntryBody,
} from '@tropero/shared/contracts/help';
import { HELP_MAX_IMAGE_BYTES, helpImageType } from '@tropero/shared/help';
import type { Caller } from '../../access/caller';
import { fromFlag, nowIso, toFlag, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import { helpRepository, type HelpEntryRow, type HelpFilter, type HelpTextRow } from './help.repository';

const shared = (row: HelpEntryRow) => ({
  _id: row.id,
  kind: row.kind as HelpEntry['kind'],
  contexts: JSON.parse(row.contexts) as HelpEntry['contexts'],
  images: JSON.parse(row.images) as HelpEntry['images'],
  order: row.sort_order,
  seeded: fromFlag(row.seeded),
  updatedAt: row.updated_at,
});

function toEntry(row: HelpEntryRow, texts: HelpTextRow[]): HelpEntry {
  const translations = Object.fromEntries(
    texts
      .filter((text) => text.entry_id === row.id)
      .map((text) => [text.language, { title: text.title, body: text.body }]),
  ) as HelpTranslations;
  return { ...shared(row), translations, published: fromFlag(row.published) };
}

const filterOf = (query: HelpListQuery, publishedOnly: boolean): HelpFilter => ({
  kind: query.kind,
  context: query.context,
  q: query.q || undefined,
  publishedOnly,
});

/** The stored fields of an entry's body, and its texts per language. */
const storedFields = (body: ValidHelpEntryBody) => ({
  kind: body.kind,
  contexts: JSON.stringify(body.contexts),
  images: JSON.stringify(body.images),
  sort_order: body.order,
  published: toFlag(body.published),
});
const textsOf = (id: string, translations: HelpTranslations): HelpTextRow[] =>
  LANGUAGES.flatMap((language) => {
    const text = translations[language];
    return text ? [{ entry_id: id, language, title: text.title, body: text.body }] : [];
  });

/** Help (spec §1, §2): superadmins write FAQs and tips in three languages; everyone reads the published ones. */
export class HelpService {
  constructor(private readonly db: Executor) {}

  /** Published entries in the reader's language (the query's, else his own), es-AR where one lacks it. */
  async list({ user }: Caller, query: HelpListQuery): Promise<{ items: HelpArticle[]; total: number }> {
    const language = query.language ?? user.language;
    const { items, total } = await helpRepository.readerPage(this.db, filterOf(query, true), language, query);
    return {
      items: items.map((row) => ({
        ...shared(row),
        language: (row.own_language ?? DEFAULT_LANGUAGE) as Language,
        title: row.title,
        body: row.body,
      })),
      total,
    };
  }

  /** Every entry, with all its languages (superadmin). */
  async adminList(query: HelpListQuery): Promise<{ items: HelpEntry[]; total: number }> {
    const { items, total } = await helpRepository.adminPage(this.db, filterOf(query, false), query);
    const texts = await helpRepository.textsOf(
      this.db,
      items.map((row) => row.id),
    );
    return { items: items.map((row) => toEntry(row, texts)), total };
  }

  async create(caller: Caller, body: ValidHelpEntryBody): Promise<HelpEntry> {
    await this.checkImages(body);
    const id = newObjectId();
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await helpRepository.insertEntry(trx, {
        id,
        ...storedFields(body),
        seeded: 0,
        created_by: caller.user._id,
        created_at: now,
        updated_at: now,
      });
      await helpRepository.replaceTexts(trx, id, textsOf(id, body.translations));
    });
    return this.get(id);
  }

  /** Rewrites an entry; a seeded entry a superadmin has saved is his from then on. */
  async update(id: string, body: ValidHelpEntryBody): Promise<HelpEntry> {
    await this.checkImages(body);
    await this.db.transaction().execute(async (trx) => {
      const found = await helpRepository.updateEntry(trx, id, {
        ...storedFields(body),
        seeded: 0,
        updated_at: nowIso(),
      });
      if (!found) throw new AppError('NOT_FOUND');
      await helpRepository.replaceTexts(trx, id, textsOf(id, body.translations));
    });
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    if (!(await helpRepository.deleteEntry(this.db, id))) throw new AppError('NOT_FOUND');
  }

  /** Stores an image after checking its size and, by its first bytes, that it is PNG, JPEG or WebP. */
  async saveImage(caller: Caller, data: Buffer) {
    if (data.length > HELP_MAX_IMAGE_BYTES) {
      throw new AppError('FILE_TOO_LARGE', { errors: { file: 'validation.fileTooLarge' } });
    }
    const contentType = helpImageType(data);
    if (!contentType) throw new AppError('VALIDATION', { errors: { file: 'validation.format' } });
    const id = newObjectId();
    await helpRepository.insertImage(this.db, {
      id,
      content_type: contentType,
      bytes: data.length,
      data: data.toString('base64'),
      created_by: caller.user._id,
      created_at: nowIso(),
    });
    return { id, contentType, bytes: data.length };
  }

  async image(id: string): Promise<{ contentType: string; data: Buffer }> {
    const row = await helpRepository.findImage(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return { contentType: row.content_type, data: Buffer.from(row.data, 'base64') };
  }

  private async get(id: string): Promise<HelpEntry> {
    const row = await helpRepository.findEntry(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toEntry(row, await helpRepository.textsOf(this.db, [id]));
  }

  /** An entry names only images uploaded before. */
  private async checkImages(body: ValidHelpEntryBody): Promise<void> {
    const ids = body.images.map((image) => image.id);
    const known = await helpRepository.existingImages(this.db, ids);
    const errors = Object.fromEntries(
      ids.flatMap((id, index) => (known.has(id) ? [] : [[`images.${index}.id`, 'validation.invalid']])),
    );
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
  }
}
