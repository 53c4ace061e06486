import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@tropero/shared/contracts/common';
import {
  ownedAccountDetailSchema,
  ownedAccountUpdateBody,
  ownersListQuery,
  ownersPageSchema,
} from '@tropero/shared/contracts/owners';
import { callerOf } from '../../http/auth-hooks';
import type { OwnersService } from './owners.service';

const tags = ['owners-management'];
const superadmin = { roles: ['superadmin'] } as const;

/** Owners management (spec §2 `/owners-management`): superadmins only. */
export function ownersRoutes(owners: OwnersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/owners-management',
      {
        config: superadmin,
        schema: {
          tags,
          description: 'Accounts with their owners, newest first; by plan, active flag or a text.',
          querystring: ownersListQuery,
          response: { 200: ownersPageSchema },
        },
      },
      (request) => owners.list(request.query),
    );

    app.get(
      '/owners-management/:id',
      {
        config: superadmin,
        schema: { tags, params: idParamsSchema, response: { 200: ownedAccountDetailSchema } },
      },
      (request) => owners.get(request.params.id),
    );

    app.put(
      '/owners-management/:id',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'Changes an account: plan, active flag, satellite integration (FULL plan only), tax condition and ' +
            'ID, contact phone, WhatsApp, device limit. Audited.',
          params: idParamsSchema,
          body: ownedAccountUpdateBody,
          response: { 200: ownedAccountDetailSchema },
        },
      },
      (request) => owners.update(callerOf(request), request.params.id, request.body),
    );
  };
}
