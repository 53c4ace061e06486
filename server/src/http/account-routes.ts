import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema as idParams } from '@tropero/shared/contracts/common';
import type { AccountScope } from '../access/account-scope';
import { scopeOf } from './account-scope';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a route of an account's resource declares: its tags (and description), the body it reads, the item it answers. */
interface Schemas<Body, Item> {
  tags: string[];
  description?: string;
  body: z.ZodType<Body>;
  item: z.ZodType<Item>;
}

const config = { scope: 'account' } as const;

/**
 * The route's own schemas: typed by the caller's, seen here as any schema (what the service takes
 * and answers is typed by them).
 */
const schemaOf = ({ tags, description, body, item }: Schemas<unknown, unknown>) => ({
  tags,
  ...(description && { description }),
  body: body as z.ZodType,
  item: item as z.ZodType,
});

/** POST of a new resource of the caller's account at `path`: 201 with what `create` answers. */
export function createRoute<Body, Item>(
  app: ZodApp,
  path: string,
  schemas: Schemas<Body, Item>,
  create: (scope: AccountScope, body: Body) => Promise<Item>,
): void {
  const { item, ...schema } = schemaOf(schemas);
  app.post(path, { config, schema: { ...schema, response: { 201: item } } }, async (request, reply) =>
    reply.status(201).send(await create(scopeOf(request), request.body as Body)),
  );
}

/** GET of one resource of the caller's account by the `:id` ending `path`. */
export function getRoute<Item>(
  app: ZodApp,
  path: string,
  { tags, item }: { tags: string[]; item: z.ZodType<Item> },
  get: (scope: AccountScope, id: string) => Promise<Item>,
): void {
  app.get(
    path,
    { config, schema: { tags, params: idParams, response: { 200: item as z.ZodType } } },
    async (request) => get(scopeOf(request), request.params.id),
  );
}

/** PUT of one resource of the caller's account by the `:id` ending `path`: answers what `update` does. */
export function updateRoute<Body, Item>(
  app: ZodApp,
  path: string,
  schemas: Schemas<Body, Item>,
  update: (scope: AccountScope, id: string, body: Body) => Promise<Item>,
): void {
  const { item, ...schema } = schemaOf(schemas);
  app.put(
    path,
    { config, schema: { ...schema, params: idParams, response: { 200: item } } },
    async (request) => update(scopeOf(request), request.params.id, request.body as Body),
  );
}
