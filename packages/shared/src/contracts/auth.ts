import { z } from 'zod';

/** A new access token (refresh through the cookie). */
export const accessTokenSchema = z.object({ accessToken: z.string() });
/** The data API's refresh answers both tokens (its clients keep no cookie). */
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
