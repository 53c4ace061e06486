import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ALERT_SEVERITY, type AlertType } from '@tropero/shared/alerts';
import type { Alert, AlertPreferences } from '@tropero/shared/contracts/alerts';
import { DEFAULT_ALERT_PREFERENCES } from '@tropero/shared/contracts/alerts';
import { DAY_MS } from '@tropero/shared/constants';
import { FakePushService } from '../../../test/fake-push-service';
import { apiAs, createSettlement, createUser, type TestUser } from '../../../test/app';
import { mailsTo } from '../../../test/outbox';
import { describeWithApp } from '../../../test/suite';
import { newObjectId } from '../../db/object-id';
import { pushTopic, type PushSubscription } from '../../providers/push/push-service';
import { PushDestinations } from '../../providers/push/push-destinations';
import { webPushService } from '../../providers/push/web-push-service';
import type { AlertChange } from '../alerts/alert-change';
import { accountsRepository } from '../accounts/accounts.repository';

/** 15:00 in the settlements' UTC−3. */
const AFTERNOON = Date.parse('2026-11-20T18:00:00Z');
const SUBJECT = 'mailto:ops@tropero.example';

/** An alert change as the engine hands it on, about "vaca 1234" of "Campo X". */
function alertChange(
  kind: AlertChange['kind'],
  options: { accountId: string; settlementId: string; at: number; type?: AlertType; id?: string },
): AlertChange {
  const type = options.type ?? 'outsideFence';
  const at = new Date(options.at).toISOString();
  const alert: Alert = {
    _id: options.id ?? newObjectId(),
    type,
    severity: ALERT_SEVERITY[type],
    state: kind === 'resolved' ? 'resolved' : 'open',
    settlementId: options.settlementId,
    settlementName: 'Campo X',
    subject: { kind: 'animal', id: newObjectId(), label: 'vaca 1234' },
    animalId: null,
    deviceId: null,
    openedAt: at,
    lastAt: at,
    resolvedAt: kind === 'resolved' ? at : null,
    count: 1,
    value: null,
    threshold: null,
    thresholdBasis: null,
    lat: null,
    lng: null,
    readerId: null,
    readAt: null,
  };
  return { accountId: options.accountId, alert, kind };
}

describeWithApp('alert notifications on %s', { settlement: 'Campo X' }, (ctx, { beforeApp, afterApp }) => {
  const loopbackAllowed = new PushDestinations({ allow: ['127.0.0.1'] });
  const keys = webpush.generateVAPIDKeys();
  let fake: FakePushService;
  let clock = AFTERNOON;

  beforeApp(async () => {
    fake = await FakePushService.start();
    return {
      notifications: {
        push: webPushService({
          keys,
          subject: SUBJECT,
          timeoutMs: 1000,
          agent: fake.agent,
          destinations: loopbackAllowed,
        }),
        // The stand-in push service listens on loopback: let through for these tests only.
        destinations: loopbackAllowed,
        now: () => clock,
      },
    };
  });
  afterApp(() => fake.stop());

  /** A browser of the user subscribes through the API. */
  async function subscribeBrowser(user: TestUser): Promise<PushSubscription> {
    const subscription = fake.subscribe();
    const stored = await apiAs(ctx, user).put('/api/v1/devicestoken', {
      id: user.id,
      deviceToken: JSON.stringify(subscription),
    });
    expect(stored.statusCode).toBe(200);
    return subscription;
  }

  const setPreferences = async (user: TestUser, changes: Partial<AlertPreferences>) => {
    const saved = await apiAs(ctx, user).put(`/api/v1/users/${user.id}/alert-preferences`, {
      ...DEFAULT_ALERT_PREFERENCES,
      ...changes,
    });
    expect(saved.statusCode).toBe(200);
  };

  const change = (
    kind: AlertChange['kind'],
    options: { type?: AlertType; id?: string; settlement?: string; accountId?: string } = {},
  ) =>
    alertChange(kind, {
      ...options,
      settlementId: options.settlement ?? ctx.settlementId,
      accountId: options.accountId ?? ctx.owner.accountId,
      at: clock,
    });

  const subscriptionCount = async (endpoint: string) =>
    (
      await ctx.database.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', endpoint)
        .execute()
    ).length;

  describe('the push key and subscriptions', () => {
    it('answers the VAPID public key', async () => {
      const key = await apiAs(ctx, ctx.owner).get('/api/v1/firebase/key');
      expect(key.statusCode).toBe(200);
      expect(key.json()).toEqual({ publicKey: keys.publicKey });
    });

    it('stores a browser’s subscription once, renewing its heartbeat', async () => {
      const user = await createUser(ctx);
      const subscription = fake.subscribe();
      const body = { id: user.id, deviceToken: JSON.stringify(subscription) };
      const first = await apiAs(ctx, user).put('/api/v1/devicestoken', body);
      expect(first.json()).toEqual({ message: 'Token stored successfully' });
      clock += DAY_MS;
      await apiAs(ctx, user).put('/api/v1/devicestoken', body);
      const rows = await ctx.database.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('endpoint', '=', subscription.endpoint)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        user_id: user.id,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        heartbeat_at: new Date(clock).toISOString(),
      });
      expect(rows[0]!.created_at < rows[0]!.heartbeat_at).toBe(true);
      clock = AFTERNOON;
    });

    it('refuses what is not a push subscription, and another user’s id', async () => {
      const user = await createUser(ctx);
      const other = await createUser(ctx);
      const valid = fake.subscribe();
      for (const deviceToken of [
        'push-endpoint',
        JSON.stringify({ endpoint: valid.endpoint }),
        JSON.stringify({ ...valid, endpoint: 'http://push.example/x' }),
        JSON.stringify({ ...valid, keys: { p256dh: 'short', auth: valid.keys.auth } }),
      ]) {
        const refused = await apiAs(ctx, user).put('/api/v1/devicestoken', { id: user.id, deviceToken });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual({ deviceToken: 'validation.pushSubscription' });
      }
      const foreign = await apiAs(ctx, user).put('/api/v1/devicestoken', {
        id: other.id,
        deviceToken: JSON.stringify(valid),
      });
      expect(foreign.statusCode).toBe(403);
      expect(await subscriptionCount(valid.endpoint)).toBe(0);
    });

    it('drops subscriptions without a heartbeat for 30 days', async () => {
      const user = await createUser(ctx);
      const old = await subscribeBrowser(user);
      clock += 20 * DAY_MS;
      const recent = await subscribeBrowser(user);
      clock += 11 * DAY_MS;
      expect(await ctx.services.notifications.dropStaleSubscriptions()).toBeGreaterThanOrEqual(1);
      expect(await subscriptionCount(old.endpoint)).toBe(0);
      expect(await subscriptionCount(recent.endpoint)).toBe(1);
      clock = AFTERNOON;
    });
  });

  describe('the notifier', () => {
    it('pushes an opened alert to each browser: encrypted, signed, with TTL and topic, in the user’s language', async () => {
      const user = await createUser(ctx);
      const settlement = await createSettlement(ctx, user, 'Campo X');
      await apiAs(ctx, user).put(`/api/v1/users/language/${user.id}`, { language: 'es_AR' });
      const phone = await subscribeBrowser(user);
      const laptop = await subscribeBrowser(user);
      const opened = change('opened', { settlement, accountId: user.accountId });
      const started = Date.now();
      await ctx.services.alertNotifier.handle([opened]);
      expect(Date.now() - started).toBeLessThan(5000);
      for (const browser of [phone, laptop]) {
        const [request] = fake.to(browser);
        expect(request!.headers['content-encoding']).toBe('aes128gcm');
        expect(request!.body.length).toBeGreaterThan(0);
        expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
        expect(request!.headers.topic).toBe(pushTopic(opened.alert._id));
        expect(request!.headers.urgency).toBe('high');
        expect(await fake.vapidClaims(request!, keys.publicKey)).toMatchObject({
          aud: fake.origin,
          sub: SUBJECT,
        });
        expect(fake.decrypt(request!)).toEqual({
          title: 'Fuera del cerco virtual: vaca 1234 (Campo X)',
          body: 'Desde las 15:00',
          url: `/notifications/${opened.alert._id}`,
          tag: `alert-${opened.alert._id}`,
        });
      }
    });

    it('says nothing of a repeat, and pushes a resolution quietly under the same topic', async () => {
      const user = await createUser(ctx);
      const settlement = await createSettlement(ctx, user);
      await apiAs(ctx, user).put(`/api/v1/users/language/${user.id}`, { language: 'en_US' });
      const browser = await subscribeBrowser(user);
      const id = newObjectId();
      await ctx.services.alertNotifier.handle([
        change('repeated', { id, settlement, accountId: user.accountId }),
      ]);
      expect(fake.to(browser)).toHaveLength(0);
      await ctx.services.alertNotifier.handle([
        change('resolved', { id, settlement, accountId: user.accountId, type: 'lowBattery' }),
      ]);
      const [request] = fake.to(browser);
      expect(request!.headers.urgency).toBe('low');
      expect(request!.headers.topic).toBe(pushTopic(id));
      expect(fake.decrypt(request!)).toMatchObject({
        title: 'Resolved · Low battery: vaca 1234 (Campo X)',
        body: 'Resolved at 15:00',
      });
      expect(await mailsTo(ctx, user.email)).toHaveLength(0);
    });

    it('reaches the account’s members and a shared settlement’s invitee, nobody else', async () => {
      const member = await createUser(ctx, { tags: [] });
      await accountsRepository.upsertMember(ctx.database.db, {
        accountId: ctx.owner.accountId,
        userId: member.id,
        role: 'invite',
        active: true,
      });
      const invitee = await createUser(ctx, { tags: [] });
      const inviteeOfAnother = await createUser(ctx, { tags: [] });
      const otherSettlement = await createSettlement(ctx, ctx.owner, 'Campo Y');
      const outsider = await createUser(ctx);
      const inactive = await createUser(ctx);
      await accountsRepository.upsertMember(ctx.database.db, {
        accountId: ctx.owner.accountId,
        userId: inactive.id,
        role: 'admin',
        active: true,
      });
      const now = new Date().toISOString();
      await ctx.database.db
        .insertInto('settlement_members')
        .values([
          { settlement_id: ctx.settlementId, user_id: invitee.id, role: 'invite', created_at: now },
          { settlement_id: otherSettlement, user_id: inviteeOfAnother.id, role: 'invite', created_at: now },
        ])
        .execute();
      const browsers = {
        owner: await subscribeBrowser(ctx.owner),
        member: await subscribeBrowser(member),
        invitee: await subscribeBrowser(invitee),
        inviteeOfAnother: await subscribeBrowser(inviteeOfAnother),
        outsider: await subscribeBrowser(outsider),
        inactive: await subscribeBrowser(inactive),
      };
      await ctx.database.db.updateTable('users').set({ active: 0 }).where('id', '=', inactive.id).execute();

      await ctx.services.alertNotifier.handle([change('opened')]);
      const reached = Object.entries(browsers)
        .filter(([, browser]) => fake.to(browser).length > 0)
        .map(([who]) => who);
      expect(reached.sort()).toEqual(['invitee', 'member', 'owner']);
      const mailed = [ctx.owner, member, invitee, inviteeOfAnother, outsider, inactive].map(
        async (user) => (await mailsTo(ctx, user.email)).length,
      );
      expect(await Promise.all(mailed)).toEqual([1, 1, 1, 0, 0, 0]);
    });

    it('deletes a subscription the push service says is gone (410), keeps it on a 500', async () => {
      const user = await createUser(ctx);
      const settlement = await createSettlement(ctx, user);
      const gone = await subscribeBrowser(user);
      const failing = await subscribeBrowser(user);
      fake.answerWith(gone, 410);
      fake.answerWith(failing, 500);
      await ctx.services.alertNotifier.handle([change('opened', { settlement, accountId: user.accountId })]);
      expect(fake.to(gone)).toHaveLength(1);
      expect(fake.to(failing)).toHaveLength(1);
      expect(await subscriptionCount(gone.endpoint)).toBe(0);
      expect(await subscriptionCount(failing.endpoint)).toBe(1);
    });

    it('does not let a slow push service hold the others back', async () => {
      const user = await createUser(ctx);
      const settlement = await createSettlement(ctx, user);
      const slow = await subscribeBrowser(user);
      const quick = await subscribeBrowser(user);
      fake.hang(slow);
      const started = Date.now();
      await ctx.services.alertNotifier.handle([change('opened', { settlement, accountId: user.accountId })]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(fake.to(quick)).toHaveLength(1);
      expect(await subscriptionCount(slow.endpoint)).toBe(1);
    });

    it('follows each user’s channels, his push switch and his quiet hours', async () => {
      const user = await createUser(ctx);
      const settlement = await createSettlement(ctx, user);
      const browser = await subscribeBrowser(user);
      const notify = (type: AlertType) =>
        ctx.services.alertNotifier.handle([
          change('opened', { settlement, accountId: user.accountId, type }),
        ]);

      await setPreferences(user, { channels: { push: ['noSignal'], email: ['heatStress'] } });
      await notify('lowBattery');
      expect(fake.to(browser)).toHaveLength(0);
      expect(await mailsTo(ctx, user.email)).toHaveLength(0);
      await notify('noSignal');
      expect(fake.to(browser)).toHaveLength(1);
      await notify('heatStress');
      expect(fake.to(browser)).toHaveLength(1);
      expect(await mailsTo(ctx, user.email)).toHaveLength(1);

      // 22:00–06:00 in the settlement's time (UTC−3): 02:00 there is quiet; the mail waits for the digest.
      await setPreferences(user, {
        channels: { push: ['noSignal'], email: ['noSignal'] },
        quietHours: { from: '22:00', to: '06:00' },
      });
      clock = Date.parse('2026-11-21T05:00:00Z');
      await notify('noSignal');
      expect(fake.to(browser)).toHaveLength(1);
      expect(await mailsTo(ctx, user.email)).toHaveLength(1);
      clock = Date.parse('2026-11-21T09:30:00Z');
      await notify('noSignal');
      expect(fake.to(browser)).toHaveLength(2);
      expect(await mailsTo(ctx, user.email)).toHaveLength(2);
      clock = AFTERNOON;

      await apiAs(ctx, user).put(`/api/v1/users/alertPushNotifications/${user.id}`, {
        alertPushNotifications: false,
      });
      await notify('noSignal');
      expect(fake.to(browser)).toHaveLength(2);
      expect(await mailsTo(ctx, user.email)).toHaveLength(3);

      const pending = await ctx.database.db
        .selectFrom('alert_digest_items')
        .select('alert_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(pending).toHaveLength(1);
    });

    it('collects a digest user’s alerts and mails them once a day, in his language', async () => {
      const user = await createUser(ctx);
      const settlement = await createSettlement(ctx, user);
      await apiAs(ctx, user).put(`/api/v1/users/language/${user.id}`, { language: 'pt_BR' });
      await setPreferences(user, {
        channels: { push: [], email: ['outsideFence', 'noSignal'] },
        emailMode: 'digest',
      });
      const first = change('opened', { settlement, accountId: user.accountId });
      await ctx.services.alertNotifier.handle([
        first,
        change('opened', { settlement, accountId: user.accountId, type: 'noSignal' }),
        change('opened', { settlement, accountId: user.accountId, type: 'lowBattery' }),
      ]);
      await ctx.services.alertNotifier.handle([first]);
      expect(await mailsTo(ctx, user.email)).toHaveLength(0);

      await ctx.services.notifications.sendDigests();
      const mails = await mailsTo(ctx, user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Tropero: resumo de alertas do dia (2)');
      expect(mails[0]!.body_text).toContain('Fora da cerca virtual: vaca 1234 (Campo X)');
      expect(mails[0]!.body_text).toContain('Sem sinal: vaca 1234 (Campo X)');
      expect(mails[0]!.body_text).toContain(`http://localhost:3000/notifications/${first.alert._id}`);

      await ctx.services.notifications.sendDigests();
      expect(await mailsTo(ctx, user.email)).toHaveLength(1);
    });
  });
});

// PUSH_PROVIDER=off is configuration, the same on both dialects.
describeWithApp('push off', { dialects: ['sqlite'] }, (ctx) => {
  it('answers 404 for the key and still mails alerts', async () => {
    const user = await createUser(ctx);
    expect((await apiAs(ctx, user).get('/api/v1/firebase/key')).statusCode).toBe(404);
    const settlementId = await createSettlement(ctx, user, 'Campo X');
    await ctx.services.alertNotifier.handle([
      alertChange('opened', { accountId: user.accountId, settlementId, at: Date.now() }),
    ]);
    const [mail] = await mailsTo(ctx, user.email);
    expect(mail!.subject).toBe('Tropero: Fuera del cerco virtual: vaca 1234 (Campo X)');
  });
});
