import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import type { SettlementRow } from '../../db/schema';
import { resolveScope } from '../../http/account-scope';
import { AppError } from '../../http/errors';
import { settlementsRepository } from './settlements.repository';

const settlementSchema = z.object({
  _id: z.string(),
  accountId: z.string(),
  name: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
});

const toSettlement = (row: SettlementRow) => ({
  _id: row.id,
  accountId: row.account_id,
  name: row.name,
  location: { lat: row.lat, lng: row.lng },
});

const tags = ['settlements'];

/** Settlements of the selected account (read side; editing comes with the farm map). */
export function settlementsRoutes(db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements',
      { schema: { tags, response: { 200: z.array(settlementSchema) } } },
      async (request) => {
        const scope = await resolveScope(request, db);
        return (await settlementsRepository.listInScope(db, scope)).map(toSettlement);
      },
    );

    app.get(
      '/settlements/:id',
      { schema: { tags, params: z.object({ id: fields.objectId() }), response: { 200: settlementSchema } } },
      async (request) => {
        const scope = await resolveScope(request, db);
        const row = await settlementsRepository.findInScope(db, scope, request.params.id);
        if (!row) throw new AppError('NOT_FOUND');
        return toSettlement(row);
      },
    );
  };
}
