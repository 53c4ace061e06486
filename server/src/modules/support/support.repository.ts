import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { InboxQuery, SupportState } from '@tropero/shared/contracts/support';
import { containsText, type Executor } from '../../db/executor';
import { compiledInserts, inBatches, runStatements } from '../../db/in-slices';
import type {
  SupportCannedAnswersTable,
  SupportConversationsTable,
  SupportMessagesTable,
} from '../../db/schema';

export type ConversationRow = Selectable<SupportConversationsTable> & {
  customer_name: string | null;
  assignee_name: string | null;
};
export type MessageRow = Selectable<SupportMessagesTable> & { author_name: string | null };
export type CannedAnswerRow = Selectable<SupportCannedAnswersTable>;
export type NewConversation = Insertable<SupportConversationsTable>;
export type NewMessage = Insertable<SupportMessagesTable>;

/** How a conversation is found: by its WhatsApp number, its customer or its id. */
export type ConversationBy = { phoneNumber: string } | { userId: string } | { id: string };

/** The last messages of a thread a page shows. */
const THREAD_LIMIT = 300;

const conversations = (db: Executor) =>
  db
    .selectFrom('support_conversations as c')
    .leftJoin('users as customer', 'customer.id', 'c.user_id')
    .leftJoin('users as assignee', 'assignee.id', 'c.assignee_id')
    .selectAll('c')
    .select(['customer.name as customer_name', 'assignee.name as assignee_name']);

const filtered = (db: Executor, query: InboxQuery, callerId: string) =>
  conversations(db)
    .$if(Boolean(query.state), (q) => q.where('c.state', '=', query.state!))
    .$if(query.assignee === 'me', (q) => q.where('c.assignee_id', '=', callerId))
    .$if(query.assignee === 'none', (q) => q.where('c.assignee_id', 'is', null))
    .$if(query.unread === 'true', (q) => q.where('c.unread', '>', 0))
    .$if(Boolean(query.q), (q) =>
      q.where((eb) =>
        eb.or(
          [
            eb.fn.coalesce('c.phone_number', sql.lit('')),
            eb.fn.coalesce('c.profile_name', sql.lit('')),
            eb.fn.coalesce('customer.name', sql.lit('')),
            eb.fn.coalesce('customer.email', sql.lit('')),
            eb.fn.coalesce('c.last_message_text', sql.lit('')),
          ].map((column) => containsText(column, query.q!)),
        ),
      ),
    );

export const supportRepository = {
  findConversation(db: Executor, by: ConversationBy): Promise<ConversationRow | undefined> {
    const query = conversations(db);
    if ('phoneNumber' in by) return query.where('c.phone_number', '=', by.phoneNumber).executeTakeFirst();
    if ('userId' in by) return query.where('c.user_id', '=', by.userId).executeTakeFirst();
    return query.where('c.id', '=', by.id).executeTakeFirst();
  },

  /** Creates the conversation unless one with its number or customer exists (a repeated delivery racing). */
  async insertConversation(db: Executor, row: NewConversation): Promise<void> {
    await db
      .insertInto('support_conversations')
      .values(row)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },

  async updateConversation(
    db: Executor,
    id: string,
    changes: Updateable<SupportConversationsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('support_conversations')
      .set(changes)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The conversations of these WhatsApp numbers (a delivery's), in slices within the parameter limit. */
  async conversationsOfNumbers(db: Executor, phoneNumbers: readonly string[]): Promise<ConversationRow[]> {
    const rows: ConversationRow[] = [];
    for (const slice of inBatches(phoneNumbers, 500)) {
      rows.push(...(await conversations(db).where('c.phone_number', 'in', slice).execute()));
    }
    return rows;
  },

  /** Creates conversations in bulk; one whose number exists already (a racing delivery) is skipped. */
  async insertConversations(db: Executor, rows: readonly NewConversation[]): Promise<void> {
    const statements = await compiledInserts(rows, (slice) =>
      db
        .insertInto('support_conversations')
        .values(slice)
        .onConflict((conflict) => conflict.doNothing()),
    );
    await runStatements(db, statements);
  },

  /**
   * Files messages in bulk and answers the WhatsApp ids it filed: one already filed (a repeated
   * delivery) is skipped by the unique index, in the same statement.
   */
  async insertWhatsAppMessages(db: Executor, rows: readonly NewMessage[]): Promise<Set<string>> {
    const statements = await compiledInserts(rows, (slice) =>
      db
        .insertInto('support_messages')
        .values(slice)
        .onConflict((conflict) => conflict.column('wa_message_id').doNothing())
        .returning('wa_message_id'),
    );
    const filed = new Set<string>();
    for (const statement of statements) {
      const result = await db.executeQuery<{ wa_message_id: string | null }>(statement);
      for (const row of result.rows) if (row.wa_message_id) filed.add(row.wa_message_id);
    }
    return filed;
  },

  /** New messages from the customer: as many more unread, and a resolved conversation opens again. */
  async noteIncoming(
    db: Executor,
    id: string,
    changes: Updateable<SupportConversationsTable>,
    count = 1,
  ): Promise<void> {
    await db
      .updateTable('support_conversations')
      .set((eb) => ({
        ...changes,
        unread: eb('unread', '+', count),
        state: eb.case().when('state', '=', 'resolved').then('open').else(eb.ref('state')).end(),
      }))
      .where('id', '=', id)
      .execute();
  },

  /** A reply the customer will read in the app. */
  async noteReply(db: Executor, id: string, changes: Updateable<SupportConversationsTable>): Promise<void> {
    await db
      .updateTable('support_conversations')
      .set((eb) => ({ ...changes, customer_unread: eb('customer_unread', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  async deleteConversation(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('support_conversations').where('id', '=', id).execute();
  },

  /** Moves a thread's messages into another conversation (two threads of one customer becoming one). */
  async moveMessages(db: Executor, fromId: string, toId: string): Promise<void> {
    await db
      .updateTable('support_messages')
      .set({ conversation_id: toId })
      .where('conversation_id', '=', fromId)
      .execute();
  },

  /** A user support may link a conversation to: active and not deleted. */
  findCustomer(db: Executor, id: string) {
    return db
      .selectFrom('users')
      .select(['id'])
      .where('id', '=', id)
      .where('active', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Files a message; false when its WhatsApp id is already filed (a repeated delivery). */
  async insertMessage(db: Executor, row: NewMessage): Promise<boolean> {
    const result = await db
      .insertInto('support_messages')
      .values(row)
      .onConflict((conflict) => conflict.column('wa_message_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** The replies these WhatsApp ids name (a delivery's status callbacks), in slices. */
  async messagesByWhatsAppIds(db: Executor, waMessageIds: readonly string[]) {
    const rows = [];
    for (const slice of inBatches(waMessageIds, 500)) {
      rows.push(
        ...(await db
          .selectFrom('support_messages')
          .select(['id', 'conversation_id', 'status', 'wa_message_id'])
          .where('wa_message_id', 'in', slice)
          .execute()),
      );
    }
    return rows;
  },

  async updateMessage(db: Executor, id: string, changes: Updateable<SupportMessagesTable>): Promise<void> {
    await db.updateTable('support_messages').set(changes).where('id', '=', id).execute();
  },

  /** The customer has read the replies sent to him in the app. */
  async markAppRepliesRead(db: Executor, conversationId: string, at: string): Promise<void> {
    await db
      .updateTable('support_messages')
      .set({ status: 'read', status_at: at })
      .where('conversation_id', '=', conversationId)
      .where('direction', '=', 'out')
      .where('channel', '=', 'app')
      .where('internal', '=', 0)
      .where('status', 'in', ['sent', 'delivered'])
      .execute();
  },

  /** The thread's last messages, oldest first; internal notes only when asked. */
  async messages(db: Executor, conversationId: string, withNotes: boolean): Promise<MessageRow[]> {
    const rows = await db
      .selectFrom('support_messages as m')
      .leftJoin('users as author', 'author.id', 'm.author_id')
      .selectAll('m')
      .select('author.name as author_name')
      .where('m.conversation_id', '=', conversationId)
      .$if(!withNotes, (q) => q.where('m.internal', '=', 0))
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(THREAD_LIMIT)
      .execute();
    return rows.reverse();
  },

  findMessage(db: Executor, id: string): Promise<MessageRow | undefined> {
    return db
      .selectFrom('support_messages as m')
      .leftJoin('users as author', 'author.id', 'm.author_id')
      .selectAll('m')
      .select('author.name as author_name')
      .where('m.id', '=', id)
      .executeTakeFirst();
  },

  /** The inbox's page: the latest conversation first. */
  async inboxPage(db: Executor, query: InboxQuery, callerId: string) {
    const [items, count] = await Promise.all([
      filtered(db, query, callerId)
        .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
        .orderBy('c.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      db
        .selectFrom(filtered(db, query, callerId).as('matching'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  /** Conversations with unread customer messages, by state. */
  async unreadByState(db: Executor): Promise<Partial<Record<SupportState, number>>> {
    const rows = await db
      .selectFrom('support_conversations')
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .where('unread', '>', 0)
      .groupBy('state')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
  },

  /** The superadmins, who answer support (tags are a JSON array: the quoted tag matches one element). */
  agents(db: Executor) {
    return db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('tags', 'like', '%"superadmin"%')
      .where('active', '=', 1)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute();
  },

  cannedAnswers(db: Executor): Promise<CannedAnswerRow[]> {
    return db.selectFrom('support_canned_answers').selectAll().orderBy('shortcut').execute();
  },

  findCannedAnswer(db: Executor, by: { id: string } | { shortcut: string }) {
    return db
      .selectFrom('support_canned_answers')
      .selectAll()
      .$if('id' in by, (q) => q.where('id', '=', (by as { id: string }).id))
      .$if('shortcut' in by, (q) => q.where('shortcut', '=', (by as { shortcut: string }).shortcut))
      .executeTakeFirst();
  },

  async insertCannedAnswer(db: Executor, row: Insertable<SupportCannedAnswersTable>): Promise<void> {
    await db.insertInto('support_canned_answers').values(row).execute();
  },

  async updateCannedAnswer(
    db: Executor,
    id: string,
    changes: Updateable<SupportCannedAnswersTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('support_canned_answers')
      .set(changes)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async deleteCannedAnswer(db: Executor, id: string): Promise<boolean> {
    const result = await db.deleteFrom('support_canned_answers').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
