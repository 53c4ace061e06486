import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { WhatsAppInbound } from './whatsapp-inbound';
import { parseDelivery, readDelivery, validSignature } from './whatsapp-webhook';

const tags = ['support'];
const handshakeQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * The WhatsApp Cloud API's webhook (docs/providers.md §6): Meta calls it, so it is public and has no XSRF
 * token; the handshake proves the verify token, each delivery is signed over its raw bytes.
 */
export function whatsappWebhookRoutes(
  inbound: WhatsAppInbound,
  { verifyToken, appSecret }: { verifyToken?: string; appSecret?: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the bytes as sent: this route's JSON is kept raw and parsed after the check.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.get(
      '/support/whatsapp/webhook',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          description: 'The verification handshake: answers hub.challenge when hub.verify_token matches.',
          querystring: handshakeQuery,
        },
      },
      async (request, reply) => {
        const query = request.query;
        const matches =
          verifyToken !== undefined &&
          query['hub.mode'] === 'subscribe' &&
          query['hub.verify_token'] === verifyToken;
        if (!matches) throw new AppError('FORBIDDEN', { message: 'verification token does not match' });
        return reply.type('text/plain').send(query['hub.challenge'] ?? '');
      },
    );

    app.post(
      '/support/whatsapp/webhook',
      {
        config: { auth: 'public', xsrf: false },
        schema: {
          tags,
          description:
            'Deliveries signed with X-Hub-Signature-256: messages filed once each, status callbacks.',
        },
      },
      async (request) => {
        if (!appSecret) throw new AppError('NOT_FOUND');
        const raw = request.body;
        const signature = request.headers['x-hub-signature-256'];
        if (
          !Buffer.isBuffer(raw) ||
          !validSignature(raw, typeof signature === 'string' ? signature : undefined, appSecret)
        ) {
          throw new AppError('FORBIDDEN', { message: 'invalid signature' });
        }
        let body: unknown;
        try {
          body = parseDelivery(raw);
        } catch {
          throw new AppError('VALIDATION', { message: 'the body is not JSON' });
        }
        const delivery = readDelivery(body);
        if (!delivery) throw new AppError('VALIDATION', { message: 'not a WhatsApp delivery' });
        if (delivery.undated > 0 || delivery.skipped > 0) {
          request.log.warn(
            { undated: delivery.undated, skipped: delivery.skipped },
            'WhatsApp delivery: items without a valid timestamp filed at their arrival, items not in Meta’s shape left out',
          );
        }
        const filed = await inbound.receive(delivery.messages);
        await inbound.updateStatuses(delivery.statuses);
        return { filed, statuses: delivery.statuses.length };
      },
    );
  };
}
