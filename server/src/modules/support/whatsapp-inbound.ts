import { whatsappId } from '@tropero/shared/whatsapp-number';
import type { Database } from '../../db/connection';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeTransaction } from '../../db/write-transaction';
import { newConversation } from './support-link';
import { lastMessageChanges, toConversation } from './support-mapping';
import { supportRepository, type ConversationRow } from './support.repository';
import type { SupportService } from './support.service';
import type { IncomingMessage, StatusUpdate } from './whatsapp-webhook';

/** A reply's status only moves forward (a late "delivered" never undoes "read"); failed ends it. */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * What the WhatsApp webhook brings (docs/providers.md §6): customers' messages, filed into the
 * conversation of their number, and the status callbacks of the replies sent.
 */
export class WhatsAppInbound {
  constructor(
    private readonly database: Database,
    private readonly support: SupportService,
  ) {}

  private get db(): Executor {
    return this.database.db;
  }

  /**
   * Messages from WhatsApp, each filed once (deliveries repeat, and a delivery may repeat one) into
   * the conversation of its number — in bulk: a delivery of thousands is a few multi-row statements
   * in one transaction, one change per conversation, and one live event per conversation after it.
   */
  async receive(messages: IncomingMessage[]): Promise<number> {
    const unique = [...new Map(messages.map((message) => [message.waMessageId, message])).values()];
    if (unique.length === 0) return 0;
    const numbered = unique.map((message) => ({
      ...message,
      phoneNumber: whatsappId(`+${message.from}`) ?? message.from,
    }));
    const { filed, changed } = await writeTransaction(this.database, async (trx) => {
      const byNumber = await this.conversationsOfNumbers(trx, numbered);
      const filedIds = await supportRepository.insertWhatsAppMessages(
        trx,
        numbered.map((message) => ({
          id: newObjectId(),
          conversation_id: byNumber.get(message.phoneNumber)!.id,
          direction: 'in',
          channel: 'whatsapp',
          text: message.text,
          internal: 0,
          status: 'received',
          template: null,
          author_id: null,
          wa_message_id: message.waMessageId,
          error: null,
          created_at: message.at,
          status_at: null,
        })),
      );
      const news = new Map<string, { count: number; latest: (typeof numbered)[number] }>();
      for (const message of numbered) {
        if (!filedIds.has(message.waMessageId)) continue;
        const seen = news.get(message.phoneNumber);
        const latest = seen && seen.latest.at > message.at ? seen.latest : message;
        news.set(message.phoneNumber, { count: (seen?.count ?? 0) + 1, latest });
      }
      const changed: ConversationRow[] = [];
      for (const [phoneNumber, { count, latest }] of news) {
        const conversation = byNumber.get(phoneNumber)!;
        await supportRepository.noteIncoming(
          trx,
          conversation.id,
          {
            ...lastMessageChanges('whatsapp', latest.text, latest.at),
            last_whatsapp_in_at: latest.at,
            ...(latest.profileName && { profile_name: latest.profileName }),
          },
          count,
        );
        changed.push(conversation);
      }
      return { filed: filedIds.size, changed };
    });
    this.support.publishMany(changed.map(toConversation));
    return filed;
  }

  /** Status callbacks of the replies sent: delivered, read, or failed with Meta's reason. */
  async updateStatuses(statuses: StatusUpdate[]): Promise<void> {
    if (statuses.length === 0) return;
    // A delivery may carry several callbacks of one reply: the furthest along counts.
    const furthest = new Map<string, StatusUpdate>();
    for (const update of statuses) {
      const seen = furthest.get(update.waMessageId);
      if (!seen || (STATUS_RANK[update.status] ?? 0) > (STATUS_RANK[seen.status] ?? 0)) {
        furthest.set(update.waMessageId, update);
      }
    }
    const changed = new Set<string>();
    await writeTransaction(this.database, async (trx) => {
      const messages = await supportRepository.messagesByWhatsAppIds(trx, [...furthest.keys()]);
      for (const message of messages) {
        const update = furthest.get(message.wa_message_id!)!;
        if ((STATUS_RANK[update.status] ?? 0) <= (STATUS_RANK[message.status] ?? 0)) continue;
        await supportRepository.updateMessage(trx, message.id, {
          status: update.status,
          status_at: update.at,
          ...(update.error && { error: update.error.slice(0, 500) }),
        });
        changed.add(message.conversation_id);
      }
    });
    const conversations = await Promise.all(
      [...changed].map((id) => supportRepository.findConversation(this.db, { id })),
    );
    this.support.publishMany(conversations.filter((row) => row !== undefined).map(toConversation));
  }

  /** The conversations of a delivery's numbers, created for numbers writing for the first time. */
  private async conversationsOfNumbers(
    trx: Executor,
    messages: { phoneNumber: string; profileName: string | null }[],
  ): Promise<Map<string, ConversationRow>> {
    const profiles = new Map(messages.map((message) => [message.phoneNumber, message.profileName]));
    const numbers = [...profiles.keys()];
    const found = await supportRepository.conversationsOfNumbers(trx, numbers);
    const byNumber = new Map(found.map((row) => [row.phone_number!, row]));
    const missing = numbers.filter((phoneNumber) => !byNumber.has(phoneNumber));
    if (missing.length > 0) {
      await supportRepository.insertConversations(
        trx,
        missing.map((phoneNumber) =>
          newConversation({
            userId: null,
            accountId: null,
            phoneNumber,
            profileName: profiles.get(phoneNumber) ?? null,
          }),
        ),
      );
      for (const row of await supportRepository.conversationsOfNumbers(trx, missing)) {
        byNumber.set(row.phone_number!, row);
      }
    }
    return byNumber;
  }
}
