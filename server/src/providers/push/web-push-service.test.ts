import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePushService } from '../../../test/fake-push-service';
import { PushDestinations } from './push-destinations';
import { pushTopic } from './push-service';
import { isRealVapidSubject } from './vapid';
import { webPushService } from './web-push-service';

describe('Web Push through web-push, against a stand-in push service', () => {
  const keys = webpush.generateVAPIDKeys();
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await FakePushService.start();
  });
  afterAll(() => fake.stop());
  /** The stand-in push service listens on loopback: let through for these tests only. */
  const loopbackAllowed = new PushDestinations({ allow: ['127.0.0.1'] });
  const service = () =>
    webPushService({
      keys,
      subject: 'mailto:ops@tropero.example',
      timeoutMs: 1000,
      agent: fake.agent,
      destinations: loopbackAllowed,
    });

  it('refuses at send time a destination inside the network, even one stored before', async () => {
    const subscription = fake.subscribe();
    const strict = webPushService({
      keys,
      subject: 'mailto:ops@tropero.example',
      timeoutMs: 1000,
      agent: fake.agent,
    });
    const outcome = await strict.send(subscription, '{"title":"Hola"}', {
      TTL: 60,
      urgency: 'high',
      topic: 'x',
    });
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(fake.to(subscription)).toHaveLength(0);
    // The default agent looks names up itself and refuses what resolves inside (DNS rebinding).
    const named = { ...subscription, endpoint: subscription.endpoint.replace('127.0.0.1', 'localhost') };
    const rebinding = webPushService({
      keys,
      subject: 'mailto:ops@tropero.example',
      timeoutMs: 1000,
      destinations: new PushDestinations({
        resolve: async () => {
          // Outside when checked, inside when the agent connects.
          lookups += 1;
          return [{ address: lookups === 1 ? '203.0.113.10' : '127.0.0.1', family: 4 }];
        },
      }),
    });
    let lookups = 0;
    const rebound = await rebinding.send(named, '{"title":"Hola"}', { TTL: 60, urgency: 'high', topic: 'x' });
    expect(rebound).toMatchObject({ status: 'failed' });
    expect(lookups).toBe(2);
    expect(fake.to(named)).toHaveLength(0);
  });

  it('posts the encrypted message with a VAPID signature for the endpoint’s origin, its TTL and topic', async () => {
    const subscription = fake.subscribe();
    const topic = pushTopic('6745a1b2c3d4e5f60718293a');
    const outcome = await service().send(subscription, '{"title":"Hola"}', {
      TTL: 600,
      urgency: 'high',
      topic,
    });
    expect(outcome).toEqual({ status: 'sent' });
    const [request] = fake.to(subscription);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.body.length).toBeGreaterThan(0);
    expect(request!.headers.ttl).toBe('600');
    expect(request!.headers.urgency).toBe('high');
    expect(request!.headers.topic).toBe(topic);
    const claims = await fake.vapidClaims(request!, keys.publicKey);
    expect(claims).toMatchObject({ aud: fake.origin, sub: 'mailto:ops@tropero.example' });
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect(fake.decrypt(request!)).toEqual({ title: 'Hola' });
  });

  it('reports a subscription gone on 404 and 410, a failure on anything else', async () => {
    for (const [status, expected] of [
      [404, 'gone'],
      [410, 'gone'],
      [500, 'failed'],
      [429, 'failed'],
    ] as const) {
      const subscription = fake.subscribe();
      fake.answerWith(subscription, status);
      const outcome = await service().send(subscription, '{}', { TTL: 60, urgency: 'low', topic: 'x' });
      expect(outcome.status).toBe(expected);
    }
  });

  it('gives up on a push service that does not answer', async () => {
    const subscription = fake.subscribe();
    fake.hang(subscription);
    const started = Date.now();
    const outcome = await service().send(subscription, '{}', { TTL: 60, urgency: 'low', topic: 'x' });
    expect(outcome.status).toBe('failed');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('keeps topics short and URL-safe', () => {
    const topic = pushTopic('6745a1b2c3d4e5f60718293a');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(pushTopic('6745a1b2c3d4e5f60718293a')).toBe(topic);
    expect(pushTopic('6745a1b2c3d4e5f60718293b')).not.toBe(topic);
  });

  it('takes only subjects every push service accepts', () => {
    expect(isRealVapidSubject('mailto:ops@tropero.example')).toBe(true);
    expect(isRealVapidSubject('https://tropero.example/contact')).toBe(true);
    for (const subject of [
      'mailto:admin@localhost',
      'mailto:admin@tropero.local',
      'https://localhost:3000',
      'http://tropero.example',
      'ops@tropero.example',
    ]) {
      expect(isRealVapidSubject(subject)).toBe(false);
    }
  });
});
