import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signUpBodySchema, userSchema } from '@tropero/shared/auth';
import { callerOf } from '../../http/auth-hooks';
import {
  alertPushBody,
  deviceTokenBody,
  disableAlertQuery,
  languageBody,
  passwordChangeBody,
  passwordResetBody,
  passwordResetRequestBody,
  userListQuery,
  userListResponse,
  userUpdateBody,
  verifyEmailBody,
} from '@tropero/shared/contracts/users';
import {
  idParamsSchema as userIdParams,
  messageSchema as messageResponse,
} from '@tropero/shared/contracts/common';
import { alertPreferencesSchema } from '@tropero/shared/contracts/alerts';
import type { NotificationsService } from '../notifications/notifications.service';
import { pushSubscriptionToken } from '../notifications/push-subscription-token';
import type { UsersService } from './users.service';

const tags = ['users'];

/** Users (spec §7): sign-up, profile, language, push and alert preferences, push subscriptions, passwords. */
export function usersRoutes(users: UsersService, notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users',
      {
        config: { auth: 'public', xsrf: false },
        schema: {
          tags,
          description:
            'Signs up, or mails the owner of an email already registered: the answer is the same (202).',
          body: signUpBodySchema,
          response: { 202: messageResponse },
        },
      },
      async (request, reply) => reply.status(202).send(await users.signUp(request.body)),
    );

    app.post(
      '/users/verify-email',
      {
        schema: {
          tags,
          description: 'Mails the signed-in user a new link to verify his email.',
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await users.resendVerification(callerOf(request));
        return { message: 'verification link sent' };
      },
    );

    app.put(
      '/users/verify-email/:id',
      {
        config: { auth: 'public', xsrf: false },
        schema: {
          tags,
          description: 'Follows the mailed link: the email counts as verified.',
          params: userIdParams,
          body: verifyEmailBody,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await users.verifyEmail(request.params.id, request.body.token);
        return { message: 'email verified' };
      },
    );

    app.get(
      '/users',
      {
        config: { roles: ['superadmin'] },
        schema: { tags, querystring: userListQuery, response: { 200: userListResponse } },
      },
      (request) => users.list(request.query),
    );

    app.get(
      '/users/:id',
      { schema: { tags, params: userIdParams, response: { 200: userSchema } } },
      (request) => users.getFor(callerOf(request), request.params.id),
    );

    app.put(
      '/users',
      { schema: { tags, body: userUpdateBody, response: { 200: userSchema } } },
      (request) => {
        const { _id, ...changes } = request.body;
        const caller = callerOf(request);
        return users.update(caller, _id ?? caller.user._id, changes);
      },
    );

    app.put(
      '/users/:id',
      {
        schema: {
          tags,
          params: userIdParams,
          querystring: disableAlertQuery,
          // The web sends none with `disableAlert` alone (an empty body reads as null).
          body: userUpdateBody.omit({ _id: true }).nullish(),
          response: { 200: userSchema },
        },
      },
      (request) => {
        const { disableAlert } = request.query;
        return users.update(callerOf(request), request.params.id, {
          ...request.body,
          ...(disableAlert !== undefined && { disableAlert: disableAlert === 'true' }),
        });
      },
    );

    app.put(
      '/users/language/:id',
      { schema: { tags, params: userIdParams, body: languageBody, response: { 200: userSchema } } },
      (request) => users.update(callerOf(request), request.params.id, request.body),
    );

    app.put(
      '/users/alertPushNotifications/:id',
      { schema: { tags, params: userIdParams, body: alertPushBody, response: { 200: userSchema } } },
      (request) => users.update(callerOf(request), request.params.id, request.body),
    );

    app.get(
      '/users/:id/alert-preferences',
      { schema: { tags, params: userIdParams, response: { 200: alertPreferencesSchema } } },
      (request) => users.alertPreferences(callerOf(request), request.params.id),
    );

    app.put(
      '/users/:id/alert-preferences',
      {
        schema: {
          tags,
          description:
            'Which alert types reach the user by push and by mail, digest or not, and quiet hours.',
          params: userIdParams,
          body: alertPreferencesSchema,
          response: { 200: alertPreferencesSchema },
        },
      },
      (request) => users.setAlertPreferences(callerOf(request), request.params.id, request.body),
    );

    app.put(
      '/devicestoken',
      {
        schema: {
          tags,
          description:
            'Stores (or renews) the browser’s Web Push subscription, `deviceToken` being its JSON, for the caller himself.',
          body: deviceTokenBody.extend({ deviceToken: pushSubscriptionToken }),
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        const { id, deviceToken } = request.body;
        await notifications.storeSubscription(callerOf(request), id, deviceToken);
        return { message: 'Token stored successfully' };
      },
    );

    app.delete(
      '/users/:id',
      {
        config: { roles: ['superadmin'] },
        schema: { tags, params: userIdParams, response: { 200: messageResponse } },
      },
      async (request) => {
        await users.delete(callerOf(request), request.params.id);
        return { message: 'deleted' };
      },
    );

    app.post(
      '/users/:id/password-reset',
      {
        config: { roles: ['superadmin'] },
        schema: {
          tags,
          description:
            'Superadmin console: ends the user’s sessions, makes him choose a new password and mails him a reset link.',
          params: userIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await users.forcePasswordReset(callerOf(request), request.params.id);
        return { message: 'reset link sent' };
      },
    );

    app.put(
      '/users/password/:id',
      {
        schema: { tags, params: userIdParams, body: passwordChangeBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await users.changePassword(callerOf(request), request.params.id, request.body);
        return { message: 'password updated' };
      },
    );

    app.post(
      '/users/password/reset',
      {
        config: { auth: 'public', xsrf: false },
        schema: { tags, body: passwordResetRequestBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await users.requestPasswordReset(request.body.email);
        return { message: 'if the email is registered, a recovery link was sent' };
      },
    );

    app.put(
      '/users/password/reset/:id',
      {
        config: { auth: 'public', xsrf: false },
        schema: { tags, params: userIdParams, body: passwordResetBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await users.resetPassword(request.params.id, request.body.token, request.body.password);
        return { message: 'password updated' };
      },
    );
  };
}
