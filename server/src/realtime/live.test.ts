import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { REFRESH_COOKIE } from '@tropero/shared/constants';
import { call, createSecondApp, createSettlement, createUser, login } from '../../test/app';
import { describeWithApp } from '../../test/suite';

/** Reads the stream until the server ends it, or gives up after `withinMs` (then `ended` is false). */
async function readUntilEnd(response: Response, withinMs: number): Promise<{ ended: boolean; text: string }> {
  const reader = response.body!.getReader();
  let gaveUp = false;
  const timer = setTimeout(() => {
    gaveUp = true;
    void reader.cancel();
  }, withinMs);
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  clearTimeout(timer);
  return { ended: !gaveUp, text };
}

describeWithApp('live stream on %s', { config: { liveHeartbeatMs: 100 } }, (ctx) => {
  it('ends when its session is logged out, on whichever server the logout lands', async () => {
    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner);
    const session = await login(ctx.app, owner.email);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/live?settlementId=${settlementId}&access_token=${session.accessToken}`,
    );
    expect(response.status).toBe(200);

    const second = await createSecondApp(ctx);
    try {
      const out = await call(second.app, 'GET', '/api/v1/logout', {
        token: session.accessToken,
        headers: { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` },
      });
      expect(out.statusCode).toBe(200);
    } finally {
      await second.close();
    }
    // Heartbeats every 100 ms here: the next one finds the session ended and closes the stream.
    const { ended, text } = await readUntilEnd(response, 5_000);
    expect(text).toContain('retry: 3000');
    expect(ended).toBe(true);
  });
});
