import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationPreviewSchema } from '@tropero/shared/farm';
import { fields } from '@tropero/shared/validation';
import { callerOf } from '../../http/auth-hooks';
import type { SharingService } from './sharing.service';

const tags = ['sharing'];
const sharedRole = z.enum(['admin', 'invite'], 'validation.memberRole');

/** Settlement sharing, on the paths of spec §7. */
export function sharingRoutes(sharing: SharingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/invite/:settlementId/:email/:role',
      {
        schema: {
          tags,
          description: 'Invites an email to a settlement and mails the accept link.',
          params: z.object({ settlementId: fields.objectId(), email: fields.email(), role: sharedRole }),
          response: { 200: z.object({ message: z.string(), email: z.string(), role: sharedRole }) },
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
            'The invitation waiting for the signed-in user (userId: who invited him); 404 to anyone else.',
          params: z.object({ settlementId: fields.objectId(), userId: fields.objectId() }),
          response: { 200: invitationPreviewSchema },
        },
      },
      (request) => sharing.preview(callerOf(request), request.params.settlementId, request.params.userId),
    );

    app.put(
      '/users/addinvite/:settlementId/:userId',
      {
        schema: {
          tags,
          description: 'The signed-in user accepts an invitation (userId: who invited him).',
          params: z.object({ settlementId: fields.objectId(), userId: fields.objectId() }),
          response: {
            200: z.object({
              settlementId: z.string(),
              accountId: z.string(),
              name: z.string(),
              role: sharedRole,
            }),
          },
        },
      },
      (request) => sharing.accept(callerOf(request), request.params.settlementId, request.params.userId),
    );

    app.get(
      '/users/sharedBySettlement/:id',
      {
        schema: {
          tags,
          params: z.object({ id: fields.objectId() }),
          response: {
            200: z.array(
              z.object({
                /** The user, once he accepted. */
                _id: z.string().nullable(),
                /** The invitation, while it waits to be accepted. */
                inviteId: z.string().nullable(),
                email: z.string(),
                name: z.string().nullable(),
                role: sharedRole,
                status: z.enum(['active', 'pending']),
              }),
            ),
          },
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
          params: z.object({ id: fields.objectId(), userId: fields.objectId() }),
          response: { 200: z.object({ message: z.string() }) },
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
          params: z.object({ id: fields.objectId(), inviteId: fields.objectId() }),
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        await sharing.cancelInvite(callerOf(request), request.params.id, request.params.inviteId);
        return { message: 'cancelled' };
      },
    );
  };
}
