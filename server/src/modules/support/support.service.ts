import type { CustomerMessageBody, MyConversation, SupportChannels } from '@tropero/shared/contracts/support';
import type { Caller } from '../../access/caller';
import { membershipsRepository } from '../../access/memberships.repository';
import { SharedRateLimits } from '../../access/rate-limiter';
import type { SupportConfig } from '../../config';
import type { Database } from '../../db/connection';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeTransaction } from '../../db/write-transaction';
import { AppError } from '../../errors/app-error';
import type { LiveBus } from '../../realtime/live-bus';
import { liveChannels } from '../../realtime/live-channels';
import { linkNumber, newConversation, whatsappTaken } from './support-link';
import { SupportNumberProof } from './support-number-proof';
import { lastMessageChanges, toConversation, toMessage } from './support-mapping';
import { numberProofsRepository } from './support-number-proofs.repository';
import { supportRepository, type ConversationRow } from './support.repository';

/** Messages a customer writes from the app: a conversation's pace, never a flood of the inbox. */
const MESSAGE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * The customer's side of support (spec §1 "contact technical support"): his conversation in the app,
 * the WhatsApp number he proves or support links, and the live events of every conversation (what
 * arrives over WhatsApp is `WhatsAppInbound`'s).
 */
export class SupportService {
  private readonly proof: SupportNumberProof;
  private readonly limits: SharedRateLimits;

  constructor(
    private readonly database: Database,
    private readonly config: SupportConfig,
    private readonly live: LiveBus,
  ) {
    this.proof = new SupportNumberProof(database, config);
    this.limits = new SharedRateLimits(database.db, () => (config.now ?? Date.now)());
  }

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
    const userId = caller.user._id;
    const [row, pendingWhatsapp] = await Promise.all([
      supportRepository.findConversation(this.db, { userId }),
      this.proof.pending(userId),
    ]);
    if (!row) return { conversation: null, messages: [], pendingWhatsapp };
    const messages = await supportRepository.messages(this.db, row.id, false);
    return { conversation: toConversation(row), messages: messages.map(toMessage), pendingWhatsapp };
  }

  /**
   * A message from the app, into the conversation of his user. A WhatsApp number he gives joins it
   * only once proven: until then a code goes to that number and his message stays in his own thread
   * (typing someone's number must not open that person's conversation). A number another customer
   * holds is refused.
   */
  async write(
    caller: Caller,
    body: CustomerMessageBody,
    requestedAccountId?: string,
  ): Promise<MyConversation> {
    const userId = caller.user._id;
    await this.countMessage(userId);
    const accountId = await this.accountOf(userId, requestedAccountId);
    if (body.whatsapp) await this.askProof(userId, body.whatsapp, false);
    await writeTransaction(this.database, async (trx) => {
      const conversation = await this.customerConversation(trx, userId, accountId);
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
      await supportRepository.noteIncoming(trx, conversation.id, lastMessageChanges('app', body.text, at));
    });
    const mine = await this.mine(caller);
    this.publish(mine.conversation!);
    return mine;
  }

  /** Sends (again) a code to the number he gives. */
  async requestCode(caller: Caller, whatsapp: string): Promise<MyConversation> {
    await this.askProof(caller.user._id, whatsapp, true);
    return this.mine(caller);
  }

  /** The code came back from his WhatsApp: the number's conversation and his become one. */
  async confirmCode(caller: Caller, code: string, requestedAccountId?: string): Promise<MyConversation> {
    const userId = caller.user._id;
    await this.proof.confirm(userId, await this.accountOf(userId, requestedAccountId), code);
    const mine = await this.mine(caller);
    if (mine.conversation) this.publish(mine.conversation);
    return mine;
  }

  /** Support vouches for a number: its conversation becomes the user's (errors under `userId`). */
  async link(userId: string, phoneNumber: string): Promise<void> {
    if (!(await supportRepository.findCustomer(this.db, userId))) {
      throw new AppError('VALIDATION', { errors: { userId: 'validation.user' } });
    }
    const accountId = await this.accountOf(userId, undefined);
    await writeTransaction(this.database, (trx) =>
      linkNumber(trx, { userId, accountId, phoneNumber }, 'userId'),
    );
    await numberProofsRepository.deleteProof(this.db, userId);
  }

  /** Counted per user in the database, so every server refuses the same flood. */
  private async countMessage(userId: string): Promise<void> {
    const counted = await this.limits.hit(`support-message:user:${userId}`, MESSAGE_LIMIT.windowMs);
    if (counted.count <= MESSAGE_LIMIT.limit) return;
    const seconds = Math.max(1, Math.ceil((counted.windowEnds - this.limits.now()) / 1000));
    throw new AppError('RATE_LIMITED', {
      message: 'too many support messages; try again in a few minutes',
      headers: { 'retry-after': String(seconds) },
    });
  }

  private async askProof(userId: string, whatsapp: string, again: boolean): Promise<void> {
    const ofNumber = await supportRepository.findConversation(this.db, { phoneNumber: whatsapp });
    if (ofNumber?.user_id === userId) return;
    if (ofNumber?.user_id) throw whatsappTaken('whatsapp');
    await this.proof.request(userId, whatsapp, again);
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

  publish(conversation: { _id: string; phoneNumber: string | null; userId: string | null }): void {
    this.publishMany([conversation]);
  }

  /** One live event per conversation; to the other servers in one notification statement. */
  publishMany(conversations: { _id: string; phoneNumber: string | null; userId: string | null }[]): void {
    if (conversations.length === 0) return;
    this.live.publish(
      liveChannels.support,
      conversations.map((conversation) => ({
        conversationId: conversation._id,
        phoneNumber: conversation.phoneNumber,
        userId: conversation.userId,
      })),
    );
  }

  /** The account his conversation is about: the one he works in, else his first. */
  private async accountOf(userId: string, requested: string | undefined): Promise<string | null> {
    const accounts = await membershipsRepository.reachableAccounts(this.db, userId, true);
    return (accounts.find((account) => account.id === requested) ?? accounts[0])?.id ?? null;
  }

  /** His own conversation, made on his first message. */
  private async customerConversation(
    trx: Executor,
    userId: string,
    accountId: string | null,
  ): Promise<ConversationRow> {
    const own = await supportRepository.findConversation(trx, { userId });
    if (own) return own;
    await supportRepository.insertConversation(
      trx,
      newConversation({ userId, accountId, phoneNumber: null }),
    );
    return (await supportRepository.findConversation(trx, { userId }))!;
  }
}
