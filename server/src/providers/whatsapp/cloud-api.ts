import { z } from 'zod';
import { WhatsAppError, type WhatsAppClient, type WhatsAppTemplate } from './whatsapp-client';

export interface CloudApiOptions {
  /** The Graph API with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Attempts in all, default 3. */
  attempts?: number;
  /** First backoff, doubled each retry; default 500 ms. */
  backoffMs?: number;
}

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const errorSchema = z.object({
  error: z.object({ message: z.string(), code: z.number().optional() }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal worth trying again: rate limited or the Graph API's own trouble. */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * The Cloud API's messages endpoint: `POST {apiUrl}/{phone-number-id}/messages` with the Bearer token.
 * A refusal (4xx) is final; 429 and 5xx are tried again with backoff. A call that timed out is not
 * repeated: Meta may have sent it, and a customer must not get a reply twice.
 */
export function cloudApi(options: CloudApiOptions): WhatsAppClient {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${options.phoneNumberId}/messages`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;

  async function post(payload: object): Promise<string> {
    const body = JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...payload });
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        if (timedOut || attempt >= attempts) {
          throw new WhatsAppError(
            timedOut ? 'the WhatsApp API did not answer in time' : (error as Error).message,
          );
        }
        await sleep(backoffMs * 2 ** (attempt - 1));
        continue;
      }
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const sent = sentSchema.safeParse(answer);
        if (!sent.success) throw new WhatsAppError('the WhatsApp API answered without a message id');
        return sent.data.messages[0]!.id;
      }
      if (!retryable(response.status) || attempt >= attempts) {
        const refused = errorSchema.safeParse(answer);
        throw refused.success
          ? new WhatsAppError(refused.data.error.message, refused.data.error.code ?? null)
          : new WhatsAppError(`the WhatsApp API answered ${response.status}`);
      }
      await sleep(backoffMs * 2 ** (attempt - 1));
    }
  }

  return {
    sendText: (to, text) => post({ to, type: 'text', text: { preview_url: false, body: text } }),
    sendTemplate: (to, template: WhatsAppTemplate, parameters) =>
      post({
        to,
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: parameters.length
            ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
            : [],
        },
      }),
  };
}
