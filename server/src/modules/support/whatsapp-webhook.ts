import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * What the WhatsApp Cloud API posts to the webhook (providers.md §6): messages from customers and
 * the status of messages sent to them, signed with the app secret.
 */

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** Whether `X-Hub-Signature-256` is the HMAC-SHA256 of the raw body with the app secret (constant time). */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = header ? SIGNATURE.exec(header) : null;
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const incomingSchema = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  /** Captions of media messages. */
  image: z.object({ caption: z.string().optional() }).optional(),
  document: z.object({ caption: z.string().optional(), filename: z.string().optional() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
});

const deliverySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            contacts: z
              .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
              .optional(),
            messages: z.array(incomingSchema).optional(),
            statuses: z.array(statusSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

export interface IncomingMessage {
  waMessageId: string;
  from: string;
  profileName: string | null;
  text: string;
  at: string;
}

export interface StatusUpdate {
  waMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: string;
  error: string | null;
}

const instant = (unixSeconds: string) => new Date(Number(unixSeconds) * 1000).toISOString();

/** A message's text, or what it is when it carries none the inbox can show (an audio, a location…). */
function textOf(message: z.infer<typeof incomingSchema>): string {
  const text =
    message.text?.body ??
    message.button?.text ??
    message.image?.caption ??
    message.document?.caption ??
    message.document?.filename;
  return text ?? `[${message.type}]`;
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** The messages and status updates of a delivery; null when it is not a WhatsApp delivery. */
export function readDelivery(
  body: unknown,
): { messages: IncomingMessage[]; statuses: StatusUpdate[] } | null {
  const parsed = deliverySchema.safeParse(body);
  if (!parsed.success) return null;
  const messages: IncomingMessage[] = [];
  const statuses: StatusUpdate[] = [];
  for (const { value, field } of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (field !== 'messages') continue;
    const names = new Map(value.contacts?.map((contact) => [contact.wa_id, contact.profile?.name ?? null]));
    for (const message of value.messages ?? []) {
      messages.push({
        waMessageId: message.id,
        from: message.from,
        profileName: names.get(message.from) ?? null,
        text: textOf(message),
        at: instant(message.timestamp),
      });
    }
    for (const status of value.statuses ?? []) {
      if (!STATUSES.has(status.status)) continue;
      const error = status.errors?.[0];
      statuses.push({
        waMessageId: status.id,
        status: status.status as StatusUpdate['status'],
        at: instant(status.timestamp),
        error: error ? [error.code, error.title].filter(Boolean).join(' ') : null,
      });
    }
  }
  return { messages, statuses };
}
