import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '@tropero/shared/contracts/common';
import {
  cannedAnswerBody,
  cannedAnswerSchema,
  cannedAnswersSchema,
  conversationParams,
  conversationPatch,
  customerContextSchema,
  customerMessageBody,
  inboxPageSchema,
  inboxQuery,
  myConversationSchema,
  supportAgentsSchema,
  supportChannelsSchema,
  supportMessageSchema,
  supportReplyBody,
  supportThreadSchema,
  whatsappCodeBody,
  whatsappNumberBody,
} from '@tropero/shared/contracts/support';
import { fields } from '@tropero/shared/validation';
import { callerOf } from '../../http/auth-hooks';
import { deleteRoute } from '../../http/delete-route';
import type { SupportContext } from './support-context';
import type { SupportInboxService } from './support-inbox.service';
import type { SupportService } from './support.service';

const tags = ['support'];
const superadmin = { roles: ['superadmin'] } as const;
const readerAccount = z.object({ userAccountId: fields.objectId().optional() });

/** A customer's own conversation (every signed-in user). */
export function supportRoutes(support: SupportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/support/channels',
      {
        schema: {
          tags,
          description:
            'Whether WhatsApp is configured, and the support number customers may write to (wa.me).',
          response: { 200: supportChannelsSchema },
        },
      },
      () => support.channels(),
    );

    app.get(
      '/support/mine',
      {
        schema: {
          tags,
          description: 'The caller’s support conversation, without internal notes.',
          response: { 200: myConversationSchema },
        },
      },
      (request) => support.mine(callerOf(request)),
    );

    app.post(
      '/support/mine/messages',
      {
        schema: {
          tags,
          description:
            'A message to support from the app; `whatsapp` sends a code to that number, which joins his conversation once confirmed.',
          querystring: readerAccount,
          body: customerMessageBody,
          response: { 201: myConversationSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await support.write(callerOf(request), request.body, request.query.userAccountId)),
    );

    app.post(
      '/support/mine/whatsapp',
      {
        schema: {
          tags,
          description:
            'Sends a one-time code over WhatsApp to the number given (again); it joins his conversation once confirmed.',
          body: whatsappNumberBody,
          response: { 200: myConversationSchema },
        },
      },
      (request) => support.requestCode(callerOf(request), request.body.whatsapp),
    );

    app.post(
      '/support/mine/whatsapp/confirm',
      {
        schema: {
          tags,
          description:
            'The code sent to his WhatsApp: proves the number, whose conversation becomes his (10 minutes, 5 attempts).',
          querystring: readerAccount,
          body: whatsappCodeBody,
          response: { 200: myConversationSchema },
        },
      },
      (request) => support.confirmCode(callerOf(request), request.body.code, request.query.userAccountId),
    );

    app.put('/support/mine/read', { schema: { tags, response: { 200: messageSchema } } }, async (request) => {
      await support.readMine(callerOf(request));
      return { message: 'read' };
    });
  };
}

/** The inbox (spec §2 `/technical-support*`): superadmins only, checked here on the server. */
export function supportInboxRoutes(
  inbox: SupportInboxService,
  context: SupportContext,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/support/conversations',
      { config: superadmin, schema: { tags, querystring: inboxQuery, response: { 200: inboxPageSchema } } },
      (request) => inbox.list(callerOf(request), request.query),
    );

    app.get(
      '/support/agents',
      { config: superadmin, schema: { tags, response: { 200: supportAgentsSchema } } },
      () => inbox.agents(),
    );

    app.get(
      '/support/conversations/:key',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'A conversation by its WhatsApp number (549…) or id, with its messages and internal notes.',
          params: conversationParams,
          response: { 200: supportThreadSchema },
        },
      },
      (request) => inbox.thread(request.params.key),
    );

    app.put(
      '/support/conversations/:key/read',
      { config: superadmin, schema: { tags, params: conversationParams, response: { 200: messageSchema } } },
      async (request) => {
        await inbox.markRead(request.params.key);
        return { message: 'read' };
      },
    );

    app.put(
      '/support/conversations/:key',
      {
        config: superadmin,
        schema: {
          tags,
          params: conversationParams,
          body: conversationPatch,
          response: { 200: supportThreadSchema },
        },
      },
      (request) => inbox.update(request.params.key, request.body),
    );

    app.post(
      '/support/conversations/:key/messages',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'A reply by the app or WhatsApp (to 54… for Argentine mobiles; the template outside 24 h), or an internal note.',
          params: conversationParams,
          body: supportReplyBody,
          response: { 201: supportMessageSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await inbox.reply(callerOf(request), request.params.key, request.body)),
    );

    app.get(
      '/support/conversations/:key/context',
      {
        config: superadmin,
        schema: { tags, params: conversationParams, response: { 200: customerContextSchema } },
      },
      async (request) => context.of(callerOf(request), await inbox.find(request.params.key)),
    );

    app.get(
      '/support/canned-answers',
      { config: superadmin, schema: { tags, response: { 200: cannedAnswersSchema } } },
      () => inbox.cannedAnswers(),
    );

    app.post(
      '/support/canned-answers',
      { config: superadmin, schema: { tags, body: cannedAnswerBody, response: { 201: cannedAnswerSchema } } },
      async (request, reply) => reply.status(201).send(await inbox.createCannedAnswer(request.body)),
    );

    app.put(
      '/support/canned-answers/:id',
      {
        config: superadmin,
        schema: {
          tags,
          params: idParamsSchema,
          body: cannedAnswerBody,
          response: { 200: cannedAnswerSchema },
        },
      },
      (request) => inbox.updateCannedAnswer(request.params.id, request.body),
    );

    deleteRoute(app, '/support/canned-answers/:id', { tags, config: superadmin }, (id) =>
      inbox.deleteCannedAnswer(id),
    );
  };
}
