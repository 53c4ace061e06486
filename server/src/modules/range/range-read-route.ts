import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from '@tropero/shared/contracts/params';
import { rangeQuery, type RangeQuery } from '@tropero/shared/contracts/range';
import type { AccountScope } from '../../access/account-scope';
import { scopeOf } from '../../http/account-scope';
import { toRange, type Range } from './request-range';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface RangeRead<Query extends z.ZodType<RangeQuery>, Response extends z.ZodType> {
  tags: string[];
  description?: string;
  /** `{ auth: 'data' }` on the data API. */
  config?: { auth: 'data' };
  /** The range query, or one that extends it (default: the range alone). */
  querystring?: Query;
  response: Response;
  /**
   * The answer is built from numbers in the service: sent without re-checking it against the schema
   * (which still types the handler and documents the route), where that check costs more than the rest.
   */
  unchecked?: boolean;
  read(scope: AccountScope, id: string, range: Range, query: z.output<Query>): Promise<z.output<Response>>;
}

/**
 * A GET of one resource's history over a range: the resource's `:id` in the path, the range in the
 * query, read within the caller's account scope.
 */
export function rangeReadRoute<Query extends z.ZodType<RangeQuery>, Response extends z.ZodType>(
  app: ZodApp,
  path: string,
  { tags, description, config, querystring, response, unchecked, read }: RangeRead<Query, Response>,
) {
  app.get(
    path,
    {
      config: { ...config, scope: 'account' },
      schema: {
        tags,
        description,
        params: idParams,
        querystring: querystring ?? rangeQuery,
        // The caller's `read` is typed by the schema; fastify cannot resolve a generic one.
        response: { 200: response as z.ZodType },
      },
      ...(unchecked && { serializerCompiler: () => (payload: unknown) => JSON.stringify(payload) }),
    },
    async (request) => {
      const query = request.query as z.output<Query>;
      return read(scopeOf(request), request.params.id, toRange(query), query);
    },
  );
}
