import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema } from '@tropero/shared/auth';
import { callerOf } from '../../http/auth-hooks';
import {
  accountInvitationListResponse,
  accountInvitationParams,
  accountListResponse,
  activeQuery,
  answerInvitationBody,
  answerInvitationByLinkBody,
  invitationAnsweredSchema,
  invitationByLinkSchema,
  invitationLinkQuery,
  invitationSentResponse,
  invitationParams,
  membershipInvitationListResponse,
  createAccountBody,
  memberBody,
  memberParams,
  memberResponse,
  updateAccountBody,
  userIdParams,
  accountMemberListResponse,
  inviteMemberBody,
  transferOwnershipBody,
} from '@tropero/shared/contracts/accounts';
import { idParamsSchema as accountIdParams, messageSchema } from '@tropero/shared/contracts/common';
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
      {
        schema: {
          tags,
          description:
            'Changes a member’s role or active flag; someone not a member yet gets an invitation ' +
            '(status pending) and joins only when he accepts it.',
          params: memberParams,
          body: memberBody,
          response: { 200: memberResponse },
        },
      },
      (request) =>
        accounts.setMember(callerOf(request), request.params.id, request.params.userId, request.body),
    );

    app.get(
      '/userAccount/:id/invitations',
      {
        schema: {
          tags,
          description: 'The account’s invitations waiting for an answer (its owner or a superadmin).',
          params: accountIdParams,
          response: { 200: accountInvitationListResponse },
        },
      },
      (request) => accounts.invitationsOf(callerOf(request), request.params.id),
    );

    app.delete(
      '/userAccount/:id/invitations/:invitationId',
      {
        schema: {
          tags,
          description: 'Withdraws an invitation to the account that was not answered yet.',
          params: accountInvitationParams,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await accounts.withdrawInvitation(callerOf(request), request.params.id, request.params.invitationId);
        return { message: 'withdrawn' };
      },
    );

    app.get(
      '/userAccount/:id/members',
      {
        schema: {
          tags,
          description: 'The account’s members and their roles (its owner or a superadmin).',
          params: accountIdParams,
          response: { 200: accountMemberListResponse },
        },
      },
      (request) => accounts.membersOf(callerOf(request), request.params.id),
    );

    app.post(
      '/userAccount/:id/invitations',
      {
        schema: {
          tags,
          description:
            'Invites an email (its owner or a superadmin), registered or not: the same 202 either way; he joins only when he accepts.',
          params: accountIdParams,
          body: inviteMemberBody,
          response: { 202: invitationSentResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await accounts.inviteByEmail(callerOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/userAccount/:id/:userId',
      {
        schema: {
          tags,
          description: 'Removes a member from the account (its owner or a superadmin); never the owner.',
          params: memberParams,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await accounts.removeMember(callerOf(request), request.params.id, request.params.userId);
        return { message: 'removed' };
      },
    );

    app.post(
      '/userAccount/:id/leave',
      {
        schema: {
          tags,
          description: 'The signed-in member leaves the account; its owner transfers it first.',
          params: accountIdParams,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await accounts.leave(callerOf(request), request.params.id);
        return { message: 'left' };
      },
    );

    app.put(
      '/userAccount/:id/owner',
      {
        schema: {
          tags,
          description: 'Hands the account to one of its active members; the former owner stays as admin.',
          params: accountIdParams,
          body: transferOwnershipBody,
          response: { 200: accountSchema },
        },
      },
      (request) => accounts.transferOwnership(callerOf(request), request.params.id, request.body.userId),
    );

    app.get(
      '/accountInvitations',
      {
        schema: {
          tags,
          description: 'The invitations to join an account waiting for the signed-in user’s answer.',
          response: { 200: membershipInvitationListResponse },
        },
      },
      (request) => accounts.invitationsFor(callerOf(request)),
    );

    app.put(
      '/accountInvitations/:invitationId',
      {
        schema: {
          tags,
          description: 'The signed-in invitee accepts or declines; anyone else gets 404.',
          params: invitationParams,
          body: answerInvitationBody,
          response: { 200: invitationAnsweredSchema },
        },
      },
      (request) => accounts.answer(callerOf(request), request.params.invitationId, request.body.answer),
    );

    app.get(
      '/accountInvitations/:invitationId/link',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          description: 'The invitation a mailed link opens (its token stands for the invitee).',
          params: invitationParams,
          querystring: invitationLinkQuery,
          response: { 200: invitationByLinkSchema },
        },
      },
      (request) => accounts.invitationByLink(request.params.invitationId, request.query.token),
    );

    app.put(
      '/accountInvitations/:invitationId/link',
      {
        // The link's token is the credential: a forged request cannot know it.
        config: { auth: 'public', xsrf: false },
        schema: {
          tags,
          description: 'Accepts or declines from the mailed link, signed in or not.',
          params: invitationParams,
          body: answerInvitationByLinkBody,
          response: { 200: invitationAnsweredSchema },
        },
      },
      (request) =>
        accounts.answerByLink(request.params.invitationId, request.body.token, request.body.answer),
    );
  };
}
