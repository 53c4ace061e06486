import type { SupportConversation } from '@tropero/shared/contracts/support';

/** The conversation in /technical-support/chat/{phoneNumber}: its number, or its id before it has one. */
export const conversationKey = (conversation: Pick<SupportConversation, '_id' | 'phoneNumber'>): string =>
  conversation.phoneNumber ?? conversation._id;

/** A number in its received form (549…) as people read it: +54 9 351 555-0101. */
export function displayNumber(phoneNumber: string): string {
  const argentine = /^549(\d{3})(\d{3})(\d{4})$/.exec(phoneNumber);
  return argentine ? `+54 9 ${argentine[1]} ${argentine[2]}-${argentine[3]}` : `+${phoneNumber}`;
}
