import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema as idParams } from '@tropero/shared/contracts/common';
import type { AccountScope } from '../access/account-scope';
import { scopeOf } from './account-scope';
import { updateRoute } from './account-routes';
import { deleteRoute } from './delete-route';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a settlement's items (its fences, markers, plots) answer to: each reached through the caller's scope. */
export interface SettlementItemService<Item, Body, Patch> {
  list(scope: AccountScope, settlementId: string): Promise<Item[]>;
  create(scope: AccountScope, settlementId: string, body: Body): Promise<Item>;
  update(scope: AccountScope, id: string, patch: Patch): Promise<Item>;
  delete(scope: AccountScope, id: string): Promise<void>;
}

/**
 * The four routes of a settlement's items, all on the account scope: the list and the creation
 * (201) under `/settlements/:id/<items>`, the change and the deletion at `/<items>/:id`.
 */
export function settlementItemRoutes<Item, Body, Patch>(
  app: ZodApp,
  items: string,
  schemas: { tags: string[]; item: z.ZodType<Item>; body: z.ZodType<Body>; patch: z.ZodType<Patch> },
  service: SettlementItemService<Item, Body, Patch>,
): void {
  // Typed by the schemas above; the routes themselves see them as any schema (the service is typed by them).
  const { tags, item, body }: { tags: string[]; item: z.ZodType; body: z.ZodType } = schemas;
  const config = { scope: 'account' } as const;

  app.get(
    `/settlements/:id/${items}`,
    { config, schema: { tags, params: idParams, response: { 200: item.array() } } },
    async (request) => service.list(scopeOf(request), request.params.id),
  );

  app.post(
    `/settlements/:id/${items}`,
    { config, schema: { tags, params: idParams, body, response: { 201: item } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(scopeOf(request), request.params.id, request.body as Body)),
  );

  updateRoute(app, `/${items}/:id`, { tags, body: schemas.patch, item: schemas.item }, (scope, id, changes) =>
    service.update(scope, id, changes),
  );

  deleteRoute(app, `/${items}/:id`, { tags, config }, (id, request) => service.delete(scopeOf(request), id));
}
