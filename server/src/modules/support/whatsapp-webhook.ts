import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * What the WhatsApp Cloud API posts to the webhook (docs/providers.md §6): messages from customers and
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
  /** Unix seconds as a string; a bad or missing one files the message at its arrival. */
  timestamp: z.unknown().optional(),
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
  timestamp: z.unknown().optional(),
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
            // Each item is read on its own: one odd message never loses the delivery's others.
            messages: z.array(z.unknown()).optional(),
            statuses: z.array(z.unknown()).optional(),
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

/** The instant of Meta's Unix seconds, or null when they are not a date (missing, text, out of range). */
function instant(unixSeconds: unknown): string | null {
  const seconds =
    typeof unixSeconds === 'number' || (typeof unixSeconds === 'string' && /^\d+$/.test(unixSeconds))
      ? Number(unixSeconds)
      : Number.NaN;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const NUL = '\u0000';

/**
 * The delivery's JSON with every NUL character removed from its texts: PostgreSQL cannot store one,
 * and Meta must not lose a message over it (the signature was checked on the bytes before this).
 */
export function parseDelivery(raw: Buffer): unknown {
  return JSON.parse(raw.toString('utf8'), (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll(NUL, '') : value,
  );
}

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

export interface Delivery {
  messages: IncomingMessage[];
  statuses: StatusUpdate[];
  /** Items without a valid timestamp, dated at their arrival. */
  undated: number;
  /** Items that are not a message or status in Meta's shape, left out. */
  skipped: number;
}

/**
 * The messages and status updates of a delivery; null when it is not a WhatsApp delivery. An item
 * whose timestamp is bad or missing is dated `receivedAt` (it did arrive; losing it helps nobody).
 */
export function readDelivery(body: unknown, receivedAt = new Date().toISOString()): Delivery | null {
  const parsed = deliverySchema.safeParse(body);
  if (!parsed.success) return null;
  const delivery: Delivery = { messages: [], statuses: [], undated: 0, skipped: 0 };
  const dated = (timestamp: unknown) => {
    const at = instant(timestamp);
    if (at === null) delivery.undated++;
    return at ?? receivedAt;
  };
  for (const { value, field } of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (field !== 'messages') continue;
    const names = new Map(value.contacts?.map((contact) => [contact.wa_id, contact.profile?.name ?? null]));
    for (const item of value.messages ?? []) {
      const message = incomingSchema.safeParse(item);
      if (!message.success) {
        delivery.skipped++;
        continue;
      }
      delivery.messages.push({
        waMessageId: message.data.id,
        from: message.data.from,
        profileName: names.get(message.data.from) ?? null,
        text: textOf(message.data),
        at: dated(message.data.timestamp),
      });
    }
    for (const item of value.statuses ?? []) {
      const status = statusSchema.safeParse(item);
      if (!status.success) {
        delivery.skipped++;
        continue;
      }
      if (!STATUSES.has(status.data.status)) continue;
      const error = status.data.errors?.[0];
      delivery.statuses.push({
        waMessageId: status.data.id,
        status: status.data.status as StatusUpdate['status'],
        at: dated(status.data.timestamp),
        error: error ? [error.code, error.title].filter(Boolean).join(' ') : null,
      });
    }
  }
  return delivery;
}
