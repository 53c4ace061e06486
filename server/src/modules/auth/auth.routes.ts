import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@tropero/shared/contracts/common';
import {
  accessTokenSchema as tokenResponse,
  tokenPairSchema as refreshResponse,
} from '@tropero/shared/contracts/auth';
import { loginBodySchema, loginResponseSchema } from '@tropero/shared/auth';
import { REFRESH_COOKIE } from '@tropero/shared/constants';
import { callerOf } from '../../http/auth-hooks';
import type { AuthService } from './auth.service';

const REFRESH_HEADER = 'x-refresh-token';

function presentedRefreshToken(request: FastifyRequest): string | undefined {
  const header = request.headers[REFRESH_HEADER];
  return request.cookies[REFRESH_COOKIE] ?? (typeof header === 'string' ? header : undefined);
}

/** Session routes of the product API (spec §7): login, refresh, logout. */
export function authRoutes(
  auth: AuthService,
  cookie: { secure: boolean; maxAgeSeconds: number },
): FastifyPluginAsyncZod {
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: '/api/v1',
      httpOnly: true,
      sameSite: 'strict',
      secure: cookie.secure,
      maxAge: cookie.maxAgeSeconds,
    });

  return async (app) => {
    app.post(
      '/login',
      {
        config: { auth: 'public', xsrf: false },
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } },
      },
      async (request, reply) => {
        const session = await auth.login(request.body, request.ip);
        setRefreshCookie(reply, session.refreshToken);
        return session;
      },
    );

    app.get(
      '/refresh-token',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['auth'],
          description: `Rotates the refresh token (cookie ${REFRESH_COOKIE} or header ${REFRESH_HEADER}).`,
          response: { 200: refreshResponse },
        },
      },
      async (request, reply) => {
        const session = await auth.refresh(presentedRefreshToken(request));
        setRefreshCookie(reply, session.refreshToken);
        return session;
      },
    );

    app.get(
      '/logout',
      {
        config: { auth: 'public' },
        schema: { tags: ['auth'], response: { 200: messageSchema } },
      },
      async (request, reply) => {
        await auth.logout(presentedRefreshToken(request));
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/v1' });
        return { message: 'logged out' };
      },
    );
  };
}

/** The data API's own token (spec §7): a login, and a refresh from a valid product-API session. */
export function dataAuthRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { auth: 'public', xsrf: false },
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: tokenResponse } },
      },
      (request) => auth.dataLogin(request.body, request.ip),
    );

    app.get(
      '/refresh-token',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], response: { 200: tokenResponse } },
      },
      async (request) => ({ accessToken: await auth.dataToken(callerOf(request).user._id) }),
    );
  };
}
