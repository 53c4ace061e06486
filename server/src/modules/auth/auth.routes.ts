import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@tropero/shared/contracts/common';
import {
  accessTokenSchema as tokenResponse,
  tokenPairSchema as refreshResponse,
} from '@tropero/shared/contracts/auth';
import { loginBodySchema, loginResponseSchema } from '@tropero/shared/auth';
import { REFRESH_COOKIE } from '@tropero/shared/constants';
import { bearerToken, callerOf, sessionOf } from '../../http/auth-hooks';
import type { AuthService, LoginAttempt } from './auth.service';
import { LOGIN_DEVICE_COOKIE, LOGIN_DEVICE_MAX_AGE_SECONDS } from './login-device';

const REFRESH_HEADER = 'x-refresh-token';

function presentedRefreshToken(request: FastifyRequest): string | undefined {
  const header = request.headers[REFRESH_HEADER];
  return request.cookies[REFRESH_COOKIE] ?? (typeof header === 'string' ? header : undefined);
}

function presentedAccessToken(request: FastifyRequest): string | undefined {
  try {
    return bearerToken(request);
  } catch {
    return undefined;
  }
}

export interface SessionCookies {
  secure: boolean;
  maxAgeSeconds: number;
}

const loginAttempt = (request: FastifyRequest): LoginAttempt => ({
  ip: request.ip,
  deviceCookie: request.cookies[LOGIN_DEVICE_COOKIE],
});

/** The login cookie goes back only to the login route that issued it. */
const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, value: string, secure: boolean) =>
  reply.setCookie(LOGIN_DEVICE_COOKIE, value, {
    path: request.routeOptions.url,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: LOGIN_DEVICE_MAX_AGE_SECONDS,
  });

/** Session routes of the product API (spec §7): login, refresh, logout. */
export function authRoutes(auth: AuthService, cookie: SessionCookies): FastifyPluginAsyncZod {
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
        const { answer, deviceCookie } = await auth.login(request.body, loginAttempt(request));
        setDeviceCookie(request, reply, deviceCookie, cookie.secure);
        setRefreshCookie(reply, answer.refreshToken);
        return answer;
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
        schema: {
          tags: ['auth'],
          description:
            'Ends the session of the refresh token (cookie or header) and of the Bearer access token, if given: their access tokens are refused from then on.',
          response: { 200: messageSchema },
        },
      },
      async (request, reply) => {
        await auth.logout(presentedRefreshToken(request), presentedAccessToken(request));
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/v1' });
        return { message: 'logged out' };
      },
    );
  };
}

/** The data API's own token (spec §7): a login, and a refresh from a valid product-API session. */
export function dataAuthRoutes(
  auth: AuthService,
  cookie: Pick<SessionCookies, 'secure'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { auth: 'public', xsrf: false },
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: tokenResponse } },
      },
      async (request, reply) => {
        const { answer, deviceCookie } = await auth.dataLogin(request.body, loginAttempt(request));
        setDeviceCookie(request, reply, deviceCookie, cookie.secure);
        return answer;
      },
    );

    app.get(
      '/refresh-token',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], response: { 200: tokenResponse } },
      },
      async (request) => ({
        accessToken: await auth.dataToken(callerOf(request).user._id, sessionOf(request)),
      }),
    );
  };
}
