import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyConversation, SupportThread } from '@tropero/shared/contracts/support';
import { whatsappRecipient } from '@tropero/shared/whatsapp-number';
import {
  apiAs,
  call,
  createSecondApp,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/app';
import { DIALECTS } from '../../../test/database';
import { startFakeGraphApi, type FakeGraphApi } from '../../../test/fake-graph-api';
import { signDelivery, whatsappDelivery } from '../../../test/whatsapp-delivery';
import { cloudApi } from '../../providers/whatsapp/cloud-api';

const APP_SECRET = 'app-secret-of-the-test';

describe.each(DIALECTS)('proving a WhatsApp number on %s', (dialect) => {
  let ctx: TestContext;
  let graph: FakeGraphApi;
  let superadmin: TestUser;
  let sequence = 0;

  beforeAll(async () => {
    graph = await startFakeGraphApi();
    ctx = await createTestApp(dialect, {
      support: {
        whatsapp: cloudApi({ apiUrl: graph.url, phoneNumberId: '1065', token: 'graph-token', backoffMs: 1 }),
        verifyToken: 'verify',
        appSecret: APP_SECRET,
      },
    });
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
  });
  afterAll(async () => {
    await ctx.close();
    await graph.close();
  });

  /** A customer's WhatsApp message reaches the webhook. */
  const fromWhatsApp = async (number: string, text: string) => {
    const body = whatsappDelivery([{ from: number, id: `wamid.proof${++sequence}`, text }]);
    const delivered = await call(ctx.app, 'POST', '/api/v1/support/whatsapp/webhook', {
      xsrf: false,
      body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signDelivery(body, APP_SECRET) },
    });
    expect(delivered.json()).toMatchObject({ filed: 1 });
  };
  const write = (user: TestUser, body: object) =>
    apiAs(ctx, user).post('/api/v1/support/mine/messages', body);
  const confirm = (user: TestUser, code: string) =>
    apiAs(ctx, user).post('/api/v1/support/mine/whatsapp/confirm', { code });
  const mine = async (user: TestUser) =>
    (await apiAs(ctx, user).get('/api/v1/support/mine')).json<MyConversation>();
  const thread = async (number: string) =>
    (await apiAs(ctx, superadmin).get(`/api/v1/support/conversations/${number}`)).json<SupportThread>();
  /** The code the last message to that number carried (as the customer reads it on his phone). */
  const codeSentTo = (number: string) => {
    const sent = graph.requests.filter((request) => request.body.to === whatsappRecipient(number)).at(-1);
    const text = sent?.body.text?.body ?? JSON.stringify(sent?.body.template ?? '');
    return /\b(\d{6})\b/.exec(text)?.[1];
  };

  it('a new user who gives a number reads nothing of its conversation and writes only in his own', async () => {
    const number = '5493804123456';
    await fromWhatsApp(number, 'Hola, el collar 7C-01 no reporta desde ayer');
    const intruder = await createUser(ctx);
    const written = await write(intruder, {
      text: 'Soy yo, leé mis mensajes',
      whatsapp: '+54 9 380 412-3456',
    });
    expect(written.statusCode).toBe(201);
    const answered = written.json<MyConversation>();
    expect(answered.messages.map((m) => m.text)).toEqual(['Soy yo, leé mis mensajes']);
    expect(answered.conversation).toMatchObject({ userId: intruder.id, phoneNumber: null });
    expect(answered.pendingWhatsapp).toBe(number);

    await fromWhatsApp(number, 'Sigue sin reportar');
    expect((await mine(intruder)).messages.map((m) => m.text)).toEqual(['Soy yo, leé mis mensajes']);
    const ofNumber = await thread(number);
    expect(ofNumber.conversation.userId).toBeNull();
    expect(ofNumber.messages.map((m) => m.text)).toEqual([
      'Hola, el collar 7C-01 no reporta desde ayer',
      'Sigue sin reportar',
    ]);
    // The code went to the number, where only its owner reads it.
    expect(codeSentTo(number)).toMatch(/^\d{6}$/);
  });

  it('the code sent to the number links it: the thread is his, and later messages land there', async () => {
    const number = '5493515550101';
    await fromWhatsApp(number, 'Escribo por WhatsApp');
    const rancher = await createUser(ctx);
    expect(
      (await write(rancher, { text: 'Y ahora por la app', whatsapp: '54 9351 5550101' })).statusCode,
    ).toBe(201);
    const code = codeSentTo(number)!;
    const wrong = await confirm(rancher, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'validation.whatsappCode' });

    const confirmed = await confirm(rancher, code);
    expect(confirmed.statusCode).toBe(200);
    const linked = confirmed.json<MyConversation>();
    expect(linked.pendingWhatsapp).toBeNull();
    expect(linked.conversation).toMatchObject({ userId: rancher.id, phoneNumber: number, unread: 2 });
    expect(linked.messages.map((m) => m.text).sort()).toEqual(['Escribo por WhatsApp', 'Y ahora por la app']);
    await fromWhatsApp(number, 'Otro mensaje');
    expect((await mine(rancher)).messages).toHaveLength(3);
    expect((await thread(number)).conversation.userId).toBe(rancher.id);
    // A code works once.
    expect((await confirm(rancher, code)).statusCode).toBe(400);
  });

  it('another user cannot confirm someone else’s code', async () => {
    const number = '5491155550303';
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    await write(owner, { text: 'Hola', whatsapp: number });
    const code = codeSentTo(number)!;
    expect((await confirm(other, code)).json().errors).toEqual({ code: 'validation.whatsappCodeExpired' });
    await write(other, { text: 'Hola', whatsapp: '5491155550404' });
    const refused = await confirm(other, code);
    expect(refused.statusCode).toBe(400);
    expect((await mine(other)).conversation!.phoneNumber).toBeNull();
    expect((await confirm(owner, code)).statusCode).toBe(200);
    expect((await mine(owner)).conversation!.phoneNumber).toBe(number);
  });

  it('a code takes five attempts at most', async () => {
    const number = '5491155550505';
    const rancher = await createUser(ctx);
    await write(rancher, { text: 'Hola', whatsapp: number });
    const code = codeSentTo(number)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await confirm(rancher, wrong);
    const spent = await confirm(rancher, code);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().errors).toEqual({ code: 'validation.whatsappCodeExpired' });
    expect((await mine(rancher)).conversation!.phoneNumber).toBeNull();
  });

  it('a superadmin links a number to a user from the inbox', async () => {
    const number = '5493415550606';
    await fromWhatsApp(number, 'Necesito ayuda');
    const rancher = await createUser(ctx);
    await write(rancher, { text: 'Desde la app' });
    const refused = await call(ctx.app, 'PUT', `/api/v1/support/conversations/${number}`, {
      token: rancher.token,
      body: { userId: rancher.id },
    });
    expect(refused.statusCode).toBe(403);
    const linked = await call(ctx.app, 'PUT', `/api/v1/support/conversations/${number}`, {
      token: superadmin.token,
      body: { userId: rancher.id },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<SupportThread>().conversation).toMatchObject({
      userId: rancher.id,
      accountId: rancher.accountId,
      phoneNumber: number,
    });
    expect((await mine(rancher)).messages.map((m) => m.text).sort()).toEqual([
      'Desde la app',
      'Necesito ayuda',
    ]);
    // A number already someone's is not handed to another.
    const neighbour = await createUser(ctx);
    const taken = await call(ctx.app, 'PUT', `/api/v1/support/conversations/${number}`, {
      token: superadmin.token,
      body: { userId: neighbour.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ userId: 'validation.whatsappTaken' });
    const given = await write(neighbour, { text: 'Es mío', whatsapp: number });
    expect(given.statusCode).toBe(409);
    expect(given.json().errors).toEqual({ whatsapp: 'validation.whatsappTaken' });
  });

  it('without WhatsApp configured a number cannot be proven, and the answer says so', async () => {
    const off = await createSecondApp(ctx, { support: { whatsapp: null } });
    try {
      const rancher = await createUser(ctx);
      const refused = await call(off.app, 'POST', '/api/v1/support/mine/messages', {
        token: rancher.token,
        body: { text: 'Hola', whatsapp: '5491155550707' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual({ whatsapp: 'validation.whatsappOff' });
      expect(refused.json().message).toMatch(/WhatsApp is not configured/);
    } finally {
      await off.close();
    }
  });
});
