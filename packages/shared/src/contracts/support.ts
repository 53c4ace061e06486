import { z } from 'zod';
import { accountSchema } from '../auth';
import { alertSchema } from './alerts';
import { pageOf, pagingFields } from './common';
import { deviceSchema } from '../herd';
import { fields, patterns } from '../validation';
import { WHATSAPP_ID_PATTERN, whatsappId } from '../whatsapp-number';

/*
 * Technical support (spec §1 "contact technical support", §2 `/technical-support*`; docs/providers.md §6):
 * one conversation per customer, reached in the app and over WhatsApp, answered from the inbox.
 */

export const SUPPORT_STATES = ['open', 'pending', 'resolved'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];
export const SUPPORT_CHANNELS = ['app', 'whatsapp'] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];
/** `received` for the customer's messages; replies go sent → delivered → read, or failed. */
export const MESSAGE_STATUSES = ['received', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * A free-text reply is allowed this long after the customer's last WhatsApp message (docs/providers.md §6).
 */
export const WHATSAPP_WINDOW_MS = 24 * 3_600_000;
export const SUPPORT_TEXT_MAX = 2000;

const supportText = () =>
  z.string().trim().min(1, 'validation.required').max(SUPPORT_TEXT_MAX, 'validation.tooLong');

/** A WhatsApp number as the customer writes it (2-4-7 groups, or any Argentine form), kept as 549…. */
export const whatsappNumberField = () =>
  z
    .string()
    .trim()
    .refine((value) => patterns.whatsapp.test(value) || whatsappId(value) !== null, 'validation.whatsapp')
    .transform((value) => whatsappId(value) ?? value.replace(/\D/g, ''));

/** A conversation in the URL: its phone number (549…), or its id when the customer has given none. */
export const conversationParams = z.object({
  key: z
    .string()
    .refine((key) => WHATSAPP_ID_PATTERN.test(key) || patterns.objectId.test(key), 'validation.conversation'),
});

export const supportConversationSchema = z.object({
  _id: z.string(),
  /** The WhatsApp number in its received form (549…), null until the customer gives one. */
  phoneNumber: z.string().nullable(),
  /** The user's name, or the WhatsApp profile's name. */
  name: z.string().nullable(),
  state: z.enum(SUPPORT_STATES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** The customer's messages not yet read in the inbox. */
  unread: z.number().int(),
  /** Replies the customer has not read yet in the app. */
  customerUnread: z.number().int(),
  lastMessageAt: z.string().nullable(),
  lastMessageText: z.string().nullable(),
  /** The channel of the customer's last message: replies go back the same way unless chosen. */
  lastChannel: z.enum(SUPPORT_CHANNELS),
  /** When a free-text WhatsApp reply stops being allowed (24 h after his last WhatsApp message). */
  whatsappWindowEndsAt: z.string().nullable(),
  userId: z.string().nullable(),
  accountId: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  direction: z.enum(['in', 'out']),
  channel: z.enum(SUPPORT_CHANNELS),
  text: z.string(),
  /** A note between support people: never shown to the customer, never sent. */
  internal: z.boolean(),
  status: z.enum(MESSAGE_STATUSES),
  /** The WhatsApp template it went out as (outside the 24-hour window), if any. */
  template: z.string().nullable(),
  authorName: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  statusAt: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportThreadSchema = z.object({
  conversation: supportConversationSchema,
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** The rancher's own conversation: null before his first message. */
export const myConversationSchema = z.object({
  conversation: supportConversationSchema.nullable(),
  messages: z.array(supportMessageSchema),
  /** A number he gave that waits for the code sent to it (549…): it joins his conversation once confirmed. */
  pendingWhatsapp: z.string().nullable(),
});
export type MyConversation = z.infer<typeof myConversationSchema>;

/** Whether WhatsApp is on, and the number a customer may write to (wa.me). */
export const supportChannelsSchema = z.object({
  whatsappConfigured: z.boolean(),
  supportNumber: z.string().nullable(),
});
export type SupportChannels = z.infer<typeof supportChannelsSchema>;

/**
 * A rancher writes from the app; he may leave his WhatsApp number so both channels meet in one thread
 * (once he confirms the code sent to it).
 */
export const customerMessageBody = z.object({
  text: supportText(),
  whatsapp: whatsappNumberField().optional(),
});
export type CustomerMessageBody = z.infer<typeof customerMessageBody>;

/** Digits of the one-time code sent over WhatsApp to prove a number. */
export const WHATSAPP_CODE_LENGTH = 6;

/** Asks for a code to be sent to this number (again). */
export const whatsappNumberBody = z.object({ whatsapp: whatsappNumberField() });
export type WhatsappNumberBody = z.infer<typeof whatsappNumberBody>;

/** The code that came to his WhatsApp: proves the number is his. */
export const whatsappCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${WHATSAPP_CODE_LENGTH}}$`), 'validation.whatsappCode'),
});
export type WhatsappCodeBody = z.infer<typeof whatsappCodeBody>;

/** A reply from the inbox: to the customer (by the app or WhatsApp) or an internal note. */
export const supportReplyBody = z.object({
  text: supportText(),
  internal: z.boolean().default(false),
  /** Default: the channel of the customer's last message. */
  channel: z.enum(SUPPORT_CHANNELS, 'validation.channel').optional(),
});
export type SupportReplyBody = z.infer<typeof supportReplyBody>;

export const conversationPatch = z
  .object({
    state: z.enum(SUPPORT_STATES, 'validation.supportState').optional(),
    assigneeId: fields.objectId().nullable().optional(),
    /** Links the conversation's WhatsApp number to this user (support vouches for it). */
    userId: fields.objectId().optional(),
  })
  .strict();
export type ConversationPatch = z.infer<typeof conversationPatch>;

export const inboxQuery = z.object({
  state: z.enum(SUPPORT_STATES, 'validation.supportState').optional(),
  /** `me`: assigned to the caller; `none`: to nobody. */
  assignee: z.enum(['me', 'none'], 'validation.assignee').optional(),
  unread: z.enum(['true', 'false'], 'validation.boolean').optional(),
  q: z.string().trim().max(100, 'validation.search').optional(),
  ...pagingFields(100, 25),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxPageSchema = pageOf(supportConversationSchema).extend({
  /** Conversations with unread customer messages, by state. */
  unreadByState: z.record(z.enum(SUPPORT_STATES), z.number()),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** A superadmin who may be assigned a conversation. */
export const supportAgentSchema = z.object({ _id: z.string(), name: z.string() });
export const supportAgentsSchema = z.array(supportAgentSchema);
export type SupportAgent = z.infer<typeof supportAgentSchema>;

export const cannedAnswerBody = z.object({
  /** Typed after "/" in the reply box. */
  shortcut: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,30}$/, 'validation.shortcut'),
  text: supportText(),
});
export type CannedAnswerBody = z.infer<typeof cannedAnswerBody>;
export const cannedAnswerSchema = cannedAnswerBody.extend({ _id: z.string(), updatedAt: z.string() });
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;
export const cannedAnswersSchema = z.array(cannedAnswerSchema);

/** What support sees beside the thread: the customer's account, plan, settlements, collars and alerts. */
export const customerContextSchema = z.object({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  account: accountSchema.nullable(),
  settlements: z.array(z.object({ _id: z.string(), name: z.string() })),
  devices: z.array(
    deviceSchema.pick({ _id: true, identifier: true, type: true, lastSeen: true, battery: true }),
  ),
  deviceTotal: z.number().int(),
  recentAlerts: z.array(
    alertSchema.pick({
      _id: true,
      type: true,
      severity: true,
      state: true,
      settlementName: true,
      openedAt: true,
    }),
  ),
});
export type CustomerContext = z.infer<typeof customerContextSchema>;

/** A live-stream `support` event: a conversation changed (a message, a status, a state). */
export const liveSupportEventSchema = z.object({
  conversationId: z.string(),
  phoneNumber: z.string().nullable(),
  userId: z.string().nullable(),
});
export type LiveSupportEvent = z.infer<typeof liveSupportEventSchema>;
