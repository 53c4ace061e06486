import {
  SUPPORT_STATES,
  WHATSAPP_WINDOW_MS,
  type CannedAnswer,
  type CannedAnswerBody,
  type ConversationPatch,
  type InboxPage,
  type InboxQuery,
  type SupportAgent,
  type SupportMessage,
  type SupportReplyBody,
  type SupportThread,
} from '@tropero/shared/contracts/support';
import { WHATSAPP_ID_PATTERN, whatsappRecipient } from '@tropero/shared/whatsapp-number';
import type { Caller } from '../../access/caller';
import type { SupportConfig } from '../../config';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { WhatsAppError } from '../../providers/whatsapp/whatsapp-client';
import { preview, toConversation, toMessage } from './support-mapping';
import { supportRepository, type CannedAnswerRow, type ConversationRow } from './support.repository';
import type { SupportService } from './support.service';

const toCannedAnswer = (row: CannedAnswerRow): CannedAnswer => ({
  _id: row.id,
  shortcut: row.shortcut,
  text: row.text,
  updatedAt: row.updated_at,
});

/** What a WhatsApp reply goes out as: free text within the window, else the configured template. */
interface Sent {
  waMessageId: string | null;
  template: string | null;
  status: SupportMessage['status'];
  error: string | null;
}

/**
 * The support inbox (spec §2 `/technical-support*`, superadmins only): conversations by state,
 * assignee and unread, the thread with internal notes, replies by the app or WhatsApp (the Argentine
 * number rule and the 24-hour window of docs/providers.md §6), and canned answers.
 */
export class SupportInboxService {
  constructor(
    private readonly db: Executor,
    private readonly config: SupportConfig,
    private readonly support: SupportService,
  ) {}

  async list(caller: Caller, query: InboxQuery): Promise<InboxPage> {
    const [{ items, total }, unread] = await Promise.all([
      supportRepository.inboxPage(this.db, query, caller.user._id),
      supportRepository.unreadByState(this.db),
    ]);
    const unreadByState = Object.fromEntries(SUPPORT_STATES.map((state) => [state, unread[state] ?? 0]));
    return { items: items.map(toConversation), total, unreadByState } as InboxPage;
  }

  async agents(): Promise<SupportAgent[]> {
    return (await supportRepository.agents(this.db)).map((row) => ({ _id: row.id, name: row.name }));
  }

  /** The conversation of a key in the URL: a WhatsApp number (549…) or the conversation's id. */
  async find(key: string): Promise<ConversationRow> {
    const by = WHATSAPP_ID_PATTERN.test(key) ? { phoneNumber: key } : { id: key };
    const row = await supportRepository.findConversation(this.db, by);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async thread(key: string): Promise<SupportThread> {
    const row = await this.find(key);
    const messages = await supportRepository.messages(this.db, row.id, true);
    return { conversation: toConversation(row), messages: messages.map(toMessage) };
  }

  /** Support has read the customer's messages. */
  async markRead(key: string): Promise<void> {
    const row = await this.find(key);
    if (row.unread === 0) return;
    await supportRepository.updateConversation(this.db, row.id, { unread: 0 });
    this.support.publish(toConversation(row));
  }

  async update(key: string, patch: ConversationPatch): Promise<SupportThread> {
    const row = await this.find(key);
    if (patch.assigneeId) {
      const agents = await supportRepository.agents(this.db);
      if (!agents.some((agent) => agent.id === patch.assigneeId)) {
        throw new AppError('VALIDATION', { errors: { assigneeId: 'validation.assignee' } });
      }
    }
    if (patch.userId) {
      if (!row.phone_number) {
        throw new AppError('VALIDATION', { errors: { userId: 'validation.noWhatsapp' } });
      }
      await this.support.link(patch.userId, row.phone_number);
    }
    await supportRepository.updateConversation(this.db, row.id, {
      ...(patch.state && { state: patch.state }),
      ...(patch.assigneeId !== undefined && { assignee_id: patch.assigneeId }),
      updated_at: nowIso(),
    });
    const changed = await this.thread(row.id);
    this.support.publish(changed.conversation);
    return changed;
  }

  /**
   * A reply, or an internal note (never sent). By WhatsApp it goes to `54…` for an Argentine mobile;
   * free text only within 24 h of the customer's last WhatsApp message, the template outside it.
   * A send the Graph API refuses is kept as failed, with its reason.
   */
  async reply(caller: Caller, key: string, body: SupportReplyBody): Promise<SupportMessage> {
    const row = await this.find(key);
    const channel = body.internal ? 'app' : (body.channel ?? row.last_channel);
    const sent: Sent =
      channel === 'whatsapp' && !body.internal
        ? await this.sendWhatsApp(row, body.text)
        : { waMessageId: null, template: null, status: 'sent', error: null };
    const at = nowIso();
    const id = newObjectId();
    await supportRepository.insertMessage(this.db, {
      id,
      conversation_id: row.id,
      direction: 'out',
      channel,
      text: body.text,
      internal: body.internal ? 1 : 0,
      status: sent.status,
      template: sent.template,
      author_id: caller.user._id,
      wa_message_id: sent.waMessageId,
      error: sent.error,
      created_at: at,
      status_at: at,
    });
    if (!body.internal) {
      const last = { last_message_at: at, last_message_text: preview(body.text), updated_at: at };
      if (channel === 'app') await supportRepository.noteReply(this.db, row.id, last);
      else await supportRepository.updateConversation(this.db, row.id, last);
    }
    this.support.publish(toConversation(row));
    return toMessage((await supportRepository.findMessage(this.db, id))!);
  }

  private async sendWhatsApp(row: ConversationRow, text: string): Promise<Sent> {
    const client = this.config.whatsapp;
    if (!row.phone_number) {
      throw new AppError('VALIDATION', { errors: { channel: 'validation.noWhatsapp' } });
    }
    if (!client) {
      throw new AppError('CONFLICT', {
        errors: { channel: 'validation.whatsappOff' },
        message: 'WhatsApp is not configured',
      });
    }
    const now = (this.config.now ?? Date.now)();
    const inWindow =
      row.last_whatsapp_in_at !== null && now - Date.parse(row.last_whatsapp_in_at) <= WHATSAPP_WINDOW_MS;
    const template = inWindow ? null : this.config.template;
    if (!inWindow && !template) {
      throw new AppError('CONFLICT', {
        errors: { channel: 'validation.whatsappWindow' },
        message: 'more than 24 hours since the customer wrote, and no template is configured',
      });
    }
    const to = whatsappRecipient(row.phone_number);
    try {
      const waMessageId = template
        ? await client.sendTemplate(to, template, [text])
        : await client.sendText(to, text);
      return { waMessageId, template: template?.name ?? null, status: 'sent', error: null };
    } catch (error) {
      if (!(error instanceof WhatsAppError)) throw error;
      const reason = [error.code, error.message].filter(Boolean).join(' ').slice(0, 500);
      return { waMessageId: null, template: template?.name ?? null, status: 'failed', error: reason };
    }
  }

  async cannedAnswers(): Promise<CannedAnswer[]> {
    return (await supportRepository.cannedAnswers(this.db)).map(toCannedAnswer);
  }

  async createCannedAnswer(body: CannedAnswerBody): Promise<CannedAnswer> {
    const now = nowIso();
    const id = newObjectId();
    await this.assertShortcutFree(body.shortcut);
    await writeUnique(
      () => supportRepository.insertCannedAnswer(this.db, { id, ...body, created_at: now, updated_at: now }),
      () => this.assertShortcutFree(body.shortcut),
    );
    return toCannedAnswer((await supportRepository.findCannedAnswer(this.db, { id }))!);
  }

  async updateCannedAnswer(id: string, body: CannedAnswerBody): Promise<CannedAnswer> {
    await this.assertShortcutFree(body.shortcut, id);
    const found = await writeUnique(
      () => supportRepository.updateCannedAnswer(this.db, id, { ...body, updated_at: nowIso() }),
      () => this.assertShortcutFree(body.shortcut, id),
    );
    if (!found) throw new AppError('NOT_FOUND');
    return toCannedAnswer((await supportRepository.findCannedAnswer(this.db, { id }))!);
  }

  async deleteCannedAnswer(id: string): Promise<void> {
    if (!(await supportRepository.deleteCannedAnswer(this.db, id))) throw new AppError('NOT_FOUND');
  }

  private async assertShortcutFree(shortcut: string, exceptId?: string): Promise<void> {
    const holder = await supportRepository.findCannedAnswer(this.db, { shortcut });
    if (holder && holder.id !== exceptId) {
      throw new AppError('CONFLICT', { errors: { shortcut: 'validation.shortcutTaken' } });
    }
  }
}
