import { expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from './notifications.service';
import { apiAs, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const token = (endpoint: string) => JSON.stringify({ endpoint, keys: KEYS });

describeWithApp('push subscriptions on %s', {}, (ctx) => {
  const endpointsOf = async (userId: string) =>
    (
      await ctx.database.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', userId)
        .orderBy('endpoint')
        .execute()
    ).map((row) => row.endpoint);

  it('refuses endpoints inside the network (a field error), whether literal or resolved', async () => {
    const user = await createUser(ctx);
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://10.0.0.1/push',
    ]) {
      const refused = await apiAs(ctx, user).put('/api/v1/devicestoken', {
        id: user.id,
        deviceToken: token(endpoint),
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().errors).toEqual({ deviceToken: 'validation.pushDestination' });
    }
    expect(await endpointsOf(user.id)).toEqual([]);
  });

  it(`keeps a user's newest ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} subscriptions: a new browser drops the oldest`, async () => {
    const user = await createUser(ctx);
    const endpoint = (i: number) => `https://push.example.com/send/${String(i).padStart(2, '0')}`;
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 3; i++) {
      const stored = await apiAs(ctx, user).put('/api/v1/devicestoken', {
        id: user.id,
        deviceToken: token(endpoint(i)),
      });
      expect(stored.statusCode).toBe(200);
    }
    const kept = await endpointsOf(user.id);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept).toEqual(Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER }, (_, i) => endpoint(i + 3)));
    // Another user's subscriptions are not his to count.
    const other = await createUser(ctx);
    await apiAs(ctx, other).put('/api/v1/devicestoken', { id: other.id, deviceToken: token(endpoint(99)) });
    expect(await endpointsOf(user.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  });
});
