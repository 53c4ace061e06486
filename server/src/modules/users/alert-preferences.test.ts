import { expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES } from '@tropero/shared/contracts/alerts';
import { apiAs, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

describeWithApp('alert preferences on %s', {}, (ctx) => {
  const path = (id: string) => `/api/v1/users/${id}/alert-preferences`;

  it('starts from the defaults and keeps what the user chooses', async () => {
    const user = await createUser(ctx);
    const api = apiAs(ctx, user);
    const initial = await api.get(path(user.id));
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DEFAULT_ALERT_PREFERENCES);

    const chosen = {
      channels: { push: ['outsideFence', 'noSignal'], email: [] },
      emailMode: 'digest',
      quietHours: { from: '22:30', to: '06:00' },
    };
    const saved = await api.put(path(user.id), chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await api.get(path(user.id))).json()).toEqual(chosen);
  });

  it('answers invalid preferences with field errors', async () => {
    const user = await createUser(ctx);
    const api = apiAs(ctx, user);
    const cases: [unknown, string][] = [
      [{ ...DEFAULT_ALERT_PREFERENCES, channels: { push: ['fire'], email: [] } }, 'channels.push.0'],
      [{ ...DEFAULT_ALERT_PREFERENCES, emailMode: 'weekly' }, 'emailMode'],
      [{ ...DEFAULT_ALERT_PREFERENCES, quietHours: { from: '25:00', to: '06:00' } }, 'quietHours.from'],
      [{ ...DEFAULT_ALERT_PREFERENCES, sms: true }, 'sms'],
    ];
    for (const [body, field] of cases) {
      const refused = await api.put(path(user.id), body);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toContain(field);
    }
    expect((await api.get(path(user.id))).json()).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it('another user’s preferences are forbidden; a superadmin may read and change them', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const changed = { ...DEFAULT_ALERT_PREFERENCES, emailMode: 'digest' };
    expect((await apiAs(ctx, me).get(path(other.id))).statusCode).toBe(403);
    expect((await apiAs(ctx, me).put(path(other.id), changed)).statusCode).toBe(403);
    expect((await apiAs(ctx, other).get(path(other.id))).json()).toEqual(DEFAULT_ALERT_PREFERENCES);

    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    expect((await apiAs(ctx, superadmin).put(path(other.id), changed)).statusCode).toBe(200);
    expect((await apiAs(ctx, other).get(path(other.id))).json()).toEqual(changed);
  });
});
