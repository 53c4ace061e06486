import {
  WHATSAPP_WINDOW_MS,
  type SupportChannel,
  type SupportConversation,
  type SupportMessage,
} from '@tropero/shared/contracts/support';
import { nowIso } from '../../db/executor';
import type { ConversationRow, MessageRow } from './support.repository';

/** The conversation as the API answers it. */
export function toConversation(row: ConversationRow): SupportConversation {
  return {
    _id: row.id,
    phoneNumber: row.phone_number,
    name: row.customer_name ?? row.profile_name,
    state: row.state as SupportConversation['state'],
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    unread: Number(row.unread),
    customerUnread: Number(row.customer_unread),
    lastMessageAt: row.last_message_at,
    lastMessageText: row.last_message_text,
    lastChannel: row.last_channel as SupportConversation['lastChannel'],
    whatsappWindowEndsAt: row.last_whatsapp_in_at
      ? new Date(Date.parse(row.last_whatsapp_in_at) + WHATSAPP_WINDOW_MS).toISOString()
      : null,
    userId: row.user_id,
    accountId: row.account_id,
    createdAt: row.created_at,
  };
}

export function toMessage(row: MessageRow): SupportMessage {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    direction: row.direction as SupportMessage['direction'],
    channel: row.channel as SupportMessage['channel'],
    text: row.text,
    internal: row.internal === 1,
    status: row.status as SupportMessage['status'],
    template: row.template,
    authorName: row.author_name,
    error: row.error,
    createdAt: row.created_at,
    statusAt: row.status_at,
  };
}

/** The inbox list's preview of a message. */
export const preview = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** A conversation's last message, as its row keeps it for the inbox list. */
export const lastMessageChanges = (channel: SupportChannel, text: string, at: string) => ({
  last_message_at: at,
  last_message_text: preview(text),
  last_channel: channel,
  updated_at: nowIso(),
});
