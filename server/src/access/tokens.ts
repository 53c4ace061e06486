import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { PRODUCT_ID } from '@tropero/shared/constants';
import { AppError } from '../errors/app-error';

/** The two kinds of access token: one for the product API, one for the data API (spec §7). */
export type TokenAudience = 'api' | 'data-api';

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** An access token of the user's session (a logged-out session's tokens are refused at once). */
  sign(userId: string, sessionId: string, audience: TokenAudience): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(PRODUCT_ID)
      .setAudience(audience)
      .setIssuedAt()
      .setJti(randomBytes(8).toString('hex'))
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user and session a token was issued to; throws the AppError of spec §8's 401 messages. */
  async verify(token: string, audience: TokenAudience): Promise<{ userId: string; sessionId: string }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: PRODUCT_ID,
        audience,
      });
      if (typeof payload.sub !== 'string') throw new AppError('TOKEN_INVALID');
      // Tokens signed before sessions were named in them: the client refreshes and gets one that is.
      if (typeof payload.sid !== 'string') throw new AppError('TOKEN_EXPIRED');
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
        throw new AppError('TOKEN_MALFORMED');
      }
      throw new AppError('TOKEN_INVALID');
    }
  }
}

/** An opaque secret to hand out (refresh tokens, reset links) and the hash that is stored instead. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
