import { createHmac } from 'node:crypto';

/*
 * WhatsApp Cloud API deliveries built in the shape of the recorded ones (fixtures/whatsapp), signed
 * as Meta signs them: for tests that need other numbers, many messages or odd fields.
 */

export interface DeliveredMessage {
  from: string;
  id: string;
  text: string;
  /** Unix seconds as Meta sends them (a string); anything else to test odd deliveries. */
  timestamp?: unknown;
  profileName?: string;
}

export function whatsappDelivery(messages: DeliveredMessage[]): string {
  const contacts = [...new Map(messages.map((m) => [m.from, m.profileName ?? 'Cliente'])).entries()];
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5491155550000', phone_number_id: '106540352242922' },
              contacts: contacts.map(([waId, name]) => ({ profile: { name }, wa_id: waId })),
              messages: messages.map((message) => ({
                from: message.from,
                id: message.id,
                ...('timestamp' in message ? { timestamp: message.timestamp } : { timestamp: '1764158400' }),
                text: { body: message.text },
                type: 'text',
              })),
            },
          },
        ],
      },
    ],
  });
}

export const signDelivery = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
