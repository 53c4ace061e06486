import type {
  CustomerMessageBody,
  MyConversation,
  SupportChannels,
  SupportChannel,
} from '@tropero/shared/contracts/support';
import { whatsappId } from '@tropero/shared/whatsapp-number';
import type { Caller } from '../../access/caller';
import { membershipsRepository } from '../../access/memberships.repository';
import type { SupportConfig } from '../../config';
import type { Database } from '../../db/connection';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeTransaction } from '../../db/write-transaction';
import { AppError } from '../../errors/app-error';
import type { SupportLive } from './support-live';
import { preview, toConversation, toMessage } from './support-mapping';
import { supportRepository, type ConversationRow } from './support.repository';
import type { IncomingMessage, StatusUpdate } from './whatsapp-webhook';

/** A reply's status only moves forward (a late "delivered" never undoes "read"); failed ends it. */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

const whatsappTaken = () =>
  new AppError('CONFLICT', {
    errors: { whatsapp: 'validation.whatsappTaken' },
    message: 'that WhatsApp number is another customer’s',
  });

/**
 * The customer's side of support (spec §1 "contact technical support"): his conversation in the app,
 * and what arrives over WhatsApp (providers.md §6), filed into the conversation of its number.
 */
export class SupportService {
  constructor(
    private readonly database: Database,
    private readonly config: SupportConfig,
    private readonly live: SupportLive,
  ) {}

  private get db(): Executor {
    return this.database.db;
  }

  channels(): SupportChannels {
    return {
      whatsappConfigured: this.config.whatsapp !== null,
      supportNumber: this.config.supportNumber ?? null,
    };
  }

  /** The caller's conversation and its messages (never the internal notes). */
  async mine(caller: Caller): Promise<MyConversation> {
    const row = await supportRepository.findConversation(this.db, { userId: caller.user._id });
    if (!row) return { conversation: null, messages: [] };
    const messages = await supportRepository.messages(this.db, row.id, false);
    return { conversation: toConversation(row), messages: messages.map(toMessage) };
  }

  /**
   * A message from the app. His conversation is found by his user, or by the WhatsApp number he gives
   * (a number that wrote before him joins his user and account); a number another customer holds is refused.
   */
  async write(
    caller: Caller,
    body: CustomerMessageBody,
    requestedAccountId?: string,
  ): Promise<MyConversation> {
    const userId = caller.user._id;
    const accountId = await this.accountOf(userId, requestedAccountId);
    await writeTransaction(this.database, async (trx) => {
      const conversation = await this.customerConversation(trx, userId, accountId, body.whatsapp);
      const at = nowIso();
      await supportRepository.insertMessage(trx, {
        id: newObjectId(),
        conversation_id: conversation.id,
        direction: 'in',
        channel: 'app',
        text: body.text,
        internal: 0,
        status: 'received',
        template: null,
        author_id: userId,
        wa_message_id: null,
        error: null,
        created_at: at,
        status_at: null,
      });
      await supportRepository.noteIncoming(trx, conversation.id, this.lastMessage('app', body.text, at));
    });
    const mine = await this.mine(caller);
    this.publish(mine.conversation!);
    return mine;
  }

  /** He has read the replies: they show as read in the inbox. */
  async readMine(caller: Caller): Promise<void> {
    const row = await supportRepository.findConversation(this.db, { userId: caller.user._id });
    if (!row || row.customer_unread === 0) return;
    const at = nowIso();
    await supportRepository.markAppRepliesRead(this.db, row.id, at);
    await supportRepository.updateConversation(this.db, row.id, { customer_unread: 0 });
    this.publish(toConversation(row));
  }

  /** Messages from WhatsApp: each filed once (deliveries repeat) into the conversation of its number. */
  async receive(messages: IncomingMessage[]): Promise<number> {
    let filed = 0;
    for (const message of messages) {
      const phoneNumber = whatsappId(`+${message.from}`) ?? message.from;
      const conversation = await writeTransaction(this.database, async (trx) => {
        const found = await this.conversationOfNumber(trx, phoneNumber, message.profileName);
        const inserted = await supportRepository.insertMessage(trx, {
          id: newObjectId(),
          conversation_id: found.id,
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
        });
        if (!inserted) return null;
        await supportRepository.noteIncoming(trx, found.id, {
          ...this.lastMessage('whatsapp', message.text, message.at),
          last_whatsapp_in_at: message.at,
          ...(message.profileName && { profile_name: message.profileName }),
        });
        return found;
      });
      if (conversation) {
        filed++;
        this.publish(toConversation(conversation));
      }
    }
    return filed;
  }

  /** Status callbacks of the replies sent: delivered, read, or failed with Meta's reason. */
  async updateStatuses(statuses: StatusUpdate[]): Promise<void> {
    for (const update of statuses) {
      const message = await supportRepository.findMessageByWhatsAppId(this.db, update.waMessageId);
      if (!message || (STATUS_RANK[update.status] ?? 0) <= (STATUS_RANK[message.status] ?? 0)) continue;
      await supportRepository.updateMessage(this.db, message.id, {
        status: update.status,
        status_at: update.at,
        ...(update.error && { error: update.error.slice(0, 500) }),
      });
      const conversation = await supportRepository.findConversation(this.db, { id: message.conversation_id });
      if (conversation) this.publish(toConversation(conversation));
    }
  }

  publish(conversation: { _id: string; phoneNumber: string | null; userId: string | null }): void {
    this.live.publish({
      conversationId: conversation._id,
      phoneNumber: conversation.phoneNumber,
      userId: conversation.userId,
    });
  }

  private lastMessage(channel: SupportChannel, text: string, at: string) {
    return {
      last_message_at: at,
      last_message_text: preview(text),
      last_channel: channel,
      updated_at: nowIso(),
    };
  }

  /** The account his conversation is about: the one he works in, else his first. */
  private async accountOf(userId: string, requested: string | undefined): Promise<string | null> {
    const accounts = await membershipsRepository.reachableAccounts(this.db, userId, true);
    return (accounts.find((account) => account.id === requested) ?? accounts[0])?.id ?? null;
  }

  private async customerConversation(
    trx: Executor,
    userId: string,
    accountId: string | null,
    whatsapp: string | undefined,
  ): Promise<ConversationRow> {
    const own = await supportRepository.findConversation(trx, { userId });
    const ofNumber = whatsapp
      ? await supportRepository.findConversation(trx, { phoneNumber: whatsapp })
      : undefined;
    if (ofNumber && ofNumber.id !== own?.id && (ofNumber.user_id !== null || own)) throw whatsappTaken();
    const now = nowIso();
    if (own) {
      if (whatsapp && own.phone_number !== whatsapp) {
        await supportRepository.updateConversation(trx, own.id, { phone_number: whatsapp, updated_at: now });
      }
      return own;
    }
    if (ofNumber) {
      await supportRepository.updateConversation(trx, ofNumber.id, {
        user_id: userId,
        account_id: accountId,
        updated_at: now,
      });
      return ofNumber;
    }
    const id = newObjectId();
    await supportRepository.insertConversation(trx, {
      id,
      phone_number: whatsapp ?? null,
      user_id: userId,
      account_id: accountId,
      profile_name: null,
      state: 'open',
      assignee_id: null,
      unread: 0,
      customer_unread: 0,
      last_message_at: null,
      last_message_text: null,
      last_channel: 'app',
      last_whatsapp_in_at: null,
      created_at: now,
      updated_at: now,
    });
    const created = await supportRepository.findConversation(trx, { id });
    if (!created) throw whatsappTaken();
    return created;
  }

  private async conversationOfNumber(
    trx: Executor,
    phoneNumber: string,
    profileName: string | null,
  ): Promise<ConversationRow> {
    const found = await supportRepository.findConversation(trx, { phoneNumber });
    if (found) return found;
    const now = nowIso();
    await supportRepository.insertConversation(trx, {
      id: newObjectId(),
      phone_number: phoneNumber,
      user_id: null,
      account_id: null,
      profile_name: profileName,
      state: 'open',
      assignee_id: null,
      unread: 0,
      customer_unread: 0,
      last_message_at: null,
      last_message_text: null,
      last_channel: 'whatsapp',
      last_whatsapp_in_at: null,
      created_at: now,
      updated_at: now,
    });
    return (await supportRepository.findConversation(trx, { phoneNumber }))!;
  }
}
