import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import { supportRepository, type ConversationRow } from './support.repository';

export const whatsappTaken = (field: string) =>
  new AppError('CONFLICT', {
    errors: { [field]: 'validation.whatsappTaken' },
    message: 'that WhatsApp number is another customer’s',
  });

const later = (a: ConversationRow, b: ConversationRow) =>
  (a.last_message_at ?? a.created_at) >= (b.last_message_at ?? b.created_at) ? a : b;

/**
 * Joins a proven WhatsApp number (the customer confirmed the code sent to it, or support vouched
 * for it) to the customer's conversation. When both exist they become one: his app messages move
 * into the number's thread, which keeps its id and the inbox's links. A number already another
 * user's is refused under `field`: support sorts that out, no customer takes it over.
 */
export async function linkNumber(
  trx: Executor,
  link: { userId: string; accountId: string | null; phoneNumber: string },
  field: string,
): Promise<void> {
  const { userId, accountId, phoneNumber } = link;
  const own = await supportRepository.findConversation(trx, { userId });
  const ofNumber = await supportRepository.findConversation(trx, { phoneNumber });
  if (ofNumber?.user_id && ofNumber.user_id !== userId) throw whatsappTaken(field);
  const now = nowIso();
  if (ofNumber && own && ofNumber.id !== own.id) {
    const last = later(own, ofNumber);
    await supportRepository.moveMessages(trx, own.id, ofNumber.id);
    // Its user must be free before the number's conversation takes it (user_id is unique).
    await supportRepository.deleteConversation(trx, own.id);
    await supportRepository.updateConversation(trx, ofNumber.id, {
      user_id: userId,
      account_id: accountId ?? own.account_id,
      assignee_id: ofNumber.assignee_id ?? own.assignee_id,
      state: own.state === 'resolved' ? ofNumber.state : own.state,
      unread: own.unread + ofNumber.unread,
      customer_unread: own.customer_unread + ofNumber.customer_unread,
      last_message_at: last.last_message_at,
      last_message_text: last.last_message_text,
      last_channel: last.last_channel,
      updated_at: now,
    });
  } else if (ofNumber) {
    if (ofNumber.user_id !== userId) {
      await supportRepository.updateConversation(trx, ofNumber.id, {
        user_id: userId,
        account_id: accountId,
        updated_at: now,
      });
    }
  } else if (own) {
    await supportRepository.updateConversation(trx, own.id, { phone_number: phoneNumber, updated_at: now });
  } else {
    await supportRepository.insertConversation(trx, newConversation({ userId, accountId, phoneNumber }));
  }
}

/** A conversation with nothing in it yet. */
export const newConversation = (of: {
  userId: string | null;
  accountId: string | null;
  phoneNumber: string | null;
  profileName?: string | null;
}) => {
  const now = nowIso();
  return {
    id: newObjectId(),
    phone_number: of.phoneNumber,
    user_id: of.userId,
    account_id: of.accountId,
    profile_name: of.profileName ?? null,
    state: 'open',
    assignee_id: null,
    unread: 0,
    customer_unread: 0,
    last_message_at: null,
    last_message_text: null,
    last_channel: of.userId ? 'app' : 'whatsapp',
    last_whatsapp_in_at: null,
    created_at: now,
    updated_at: now,
  };
};
