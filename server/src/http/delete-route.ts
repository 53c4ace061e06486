import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema } from '@tropero/shared/contracts/common';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The DELETE of one resource by the `:id` ending its path: `remove` does it, the answer says `deleted`. */
export function deleteRoute(
  app: ZodApp,
  path: string,
  { tags, config }: { tags: string[]; config: FastifyContextConfig },
  remove: (id: string, request: FastifyRequest) => Promise<unknown>,
): void {
  app.delete(
    path,
    { config, schema: { tags, params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await remove(request.params.id, request);
      return { message: 'deleted' };
    },
  );
}
