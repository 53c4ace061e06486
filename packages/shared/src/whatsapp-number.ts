import { argentineNationalNumber } from './validation';

/*
 * WhatsApp numbers (docs/providers.md §6). The Cloud API gives Argentine mobiles as `549` and the 10
 * national digits, but refuses to send to that form (error 131030): messages go to `54` and the 10
 * digits. A conversation is keyed by the received form.
 */

/** International digits only, as the webhook's `from` and `wa_id` carry them. */
export const WHATSAPP_ID_PATTERN = /^\d{8,15}$/;

/**
 * The received form of a number: an Argentine number written any way (+54 9 11 1234-5678,
 * 54 9380 4123456, 011 15-1234-5678, 5411…) becomes `549` and its 10 digits; another country's
 * number in international digits stays as it is; anything else is null.
 */
export function whatsappId(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (/^549\d{10}$/.test(digits)) return digits;
  if (/^54\d{10}$/.test(digits)) return `549${digits.slice(2)}`;
  const national = argentineNationalNumber(value);
  if (national) return `549${national}`;
  if (value.trim().startsWith('+') && WHATSAPP_ID_PATTERN.test(digits)) return digits;
  return null;
}

/** The number a message is sent to: an Argentine mobile without its 9 after the country code. */
export function whatsappRecipient(id: string): string {
  return /^549\d{10}$/.test(id) ? `54${id.slice(3)}` : id;
}

/** The click-to-chat link (wa.me) of a number, with an optional first message. */
export function whatsappLink(id: string, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${id}${query}`;
}
