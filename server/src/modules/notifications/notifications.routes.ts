import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushKeySchema } from '@tropero/shared/contracts/alerts';
import type { NotificationsService } from './notifications.service';

/** The push key (spec §7 `/firebase/key`, named after the service the spec's client used). */
export function notificationsRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/firebase/key',
      {
        schema: {
          tags: ['notifications'],
          description: 'The VAPID public key the browser subscribes to Web Push with; 404 when push is off.',
          response: { 200: pushKeySchema },
        },
      },
      () => notifications.publicKey(),
    );
  };
}
