import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema } from '@tropero/shared/contracts/common';
import {
  acceptedInviteSchema,
  acceptInviteBody,
  acceptInviteParamsSchema,
  inviteTokenQuery,
  invitationPreviewSchema,
  inviteParamsSchema,
  inviteSentSchema,
  sharedInviteParamsSchema,
  sharedUserParamsSchema,
  sharedWithSchema,
} from '@tropero/shared/contracts/sharing';
import { callerOf } from '../../http/auth-hooks';
import type { SharingService } from './sharing.service';

const tags = ['sharing'];

/** Settlement sharing, on the paths of spec §7. */
export function sharingRoutes(sharing: SharingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/invite/:settlementId/:email/:role',
      {
        schema: {
          tags,
          description: 'Invites an email to a settlement and mails the accept link.',
          params: inviteParamsSchema,
          response: { 200: inviteSentSchema },
        },
      },
      (request) =>
        sharing.invite(
          callerOf(request),
          request.params.settlementId,
          request.params.email,
          request.params.role,
        ),
    );

    app.get(
      '/users/addinvite/:settlementId/:userId',
      {
        schema: {
          tags,
          description:
            'The invitation waiting for the signed-in user (userId: who invited him); 404 to anyone else. ' +
            'Without the link’s token, only for a verified email (403 otherwise).',
          params: acceptInviteParamsSchema,
          querystring: inviteTokenQuery,
          response: { 200: invitationPreviewSchema },
        },
      },
      (request) => sharing.preview(callerOf(request), { ...request.params, ...request.query }),
    );

    app.put(
      '/users/addinvite/:settlementId/:userId',
      {
        schema: {
          tags,
          description:
            'The signed-in user accepts an invitation (userId: who invited him), with the link’s token, ' +
            'or without it when his email is verified (403 otherwise).',
          params: acceptInviteParamsSchema,
          // A PUT without a body (spec §7 names none) arrives as null.
          body: acceptInviteBody.nullish(),
          response: { 200: acceptedInviteSchema },
        },
      },
      (request) => sharing.accept(callerOf(request), { ...request.params, ...request.body }),
    );

    app.get(
      '/users/sharedBySettlement/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          response: { 200: sharedWithSchema.array() },
        },
      },
      (request) => sharing.sharedWith(callerOf(request), request.params.id),
    );

    app.delete(
      '/users/sharedBySettlement/:id/:userId',
      {
        schema: {
          tags,
          description: 'Revokes the access a user was given to the settlement.',
          params: sharedUserParamsSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await sharing.revoke(callerOf(request), request.params.id, request.params.userId);
        return { message: 'revoked' };
      },
    );

    app.delete(
      '/users/sharedBySettlement/:id/invites/:inviteId',
      {
        schema: {
          tags,
          description: 'Withdraws an invitation to the settlement that was not accepted yet.',
          params: sharedInviteParamsSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await sharing.cancelInvite(callerOf(request), request.params.id, request.params.inviteId);
        return { message: 'cancelled' };
      },
    );
  };
}
