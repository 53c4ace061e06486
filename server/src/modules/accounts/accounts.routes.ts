import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema } from '@tropero/shared/auth';
import { callerOf } from '../../http/auth-hooks';
import {
  accountListResponse,
  activeQuery,
  createAccountBody,
  memberBody,
  memberParams,
  memberResponse,
  updateAccountBody,
  userIdParams,
} from '@tropero/shared/contracts/accounts';
import { idParamsSchema as accountIdParams } from '@tropero/shared/contracts/common';
import type { AccountsService } from './accounts.service';

const tags = ['accounts'];

/** Accounts and their members (spec §6, §7). */
export function accountsRoutes(accounts: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/userAccount',
      { schema: { tags, body: createAccountBody, response: { 201: accountSchema } } },
      async (request, reply) =>
        reply.status(201).send(await accounts.create(callerOf(request), request.body)),
    );

    app.get(
      '/userAccount/:userId',
      {
        schema: {
          tags,
          params: userIdParams,
          querystring: activeQuery,
          response: { 200: accountListResponse },
        },
      },
      (request) =>
        accounts.listForUser(callerOf(request), request.params.userId, request.query.active === 'true'),
    );

    app.put(
      '/userAccount/:id',
      {
        schema: { tags, params: accountIdParams, body: updateAccountBody, response: { 200: accountSchema } },
      },
      (request) => accounts.update(callerOf(request), request.params.id, request.body),
    );

    app.put(
      '/userAccount/:id/:userId',
      { schema: { tags, params: memberParams, body: memberBody, response: { 200: memberResponse } } },
      (request) =>
        accounts.setMember(callerOf(request), request.params.id, request.params.userId, request.body),
    );
  };
}
