/** A WhatsApp template as Meta approved it: its name and language (e.g. es_AR). */
export interface WhatsAppTemplate {
  name: string;
  language: string;
}

/** The Cloud API refused or could not be reached; `code` is Meta's error code when it answered one. */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Sending over the WhatsApp Cloud API (docs/providers.md §6). `to` is the number as it must be sent
 * (the Argentine rule is applied by the caller); each call answers the message id (wamid…) the
 * status callbacks will name.
 */
export interface WhatsAppClient {
  sendText(to: string, body: string): Promise<string>;
  /** A template outside the 24-hour window; `parameters` fill its body's {{1}}, {{2}}… */
  sendTemplate(to: string, template: WhatsAppTemplate, parameters: string[]): Promise<string>;
}
