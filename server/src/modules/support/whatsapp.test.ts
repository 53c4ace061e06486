import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportConversation, SupportMessage, SupportThread } from '@tropero/shared/contracts/support';
import { HOUR_MS } from '@tropero/shared/constants';
import {
  call,
  createSecondApp,
  createTestApp,
  createUser,
  fixtureFile,
  type TestContext,
  type TestUser,
} from '../../../test/app';
import { DIALECTS } from '../../../test/database';
import { startFakeGraphApi, type FakeGraphApi } from '../../../test/fake-graph-api';
import type { SupportConfig } from '../../config';
import { cloudApi } from '../../providers/whatsapp/cloud-api';

const VERIFY_TOKEN = 'verify-token-of-the-test';
const APP_SECRET = 'app-secret-of-the-test';
const PHONE_NUMBER_ID = '106540352242922';
const GRAPH_TOKEN = 'graph-token-of-the-test';
/** The recorded message's timestamp (1764158400 s). */
const WROTE_AT = 1_764_158_400_000;
const RECEIVED = '5493804123456';
const SENT_TO = '543804123456';

const recorded = (name: string) => fixtureFile(`whatsapp/${name}.json`).toString('utf8');
const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe.each(DIALECTS)('support over WhatsApp on %s', (dialect) => {
  let ctx: TestContext;
  let graph: FakeGraphApi;
  let superadmin: TestUser;
  let clock = WROTE_AT + HOUR_MS;

  const supportConfig = (changes: Partial<SupportConfig> = {}): SupportConfig => ({
    whatsapp: cloudApi({
      apiUrl: graph.url,
      phoneNumberId: PHONE_NUMBER_ID,
      token: GRAPH_TOKEN,
      backoffMs: 1,
    }),
    verifyToken: VERIFY_TOKEN,
    appSecret: APP_SECRET,
    template: { name: 'soporte_respuesta', language: 'es_AR' },
    supportNumber: '5491155550000',
    now: () => clock,
    ...changes,
  });

  beforeAll(async () => {
    graph = await startFakeGraphApi();
    ctx = await createTestApp(dialect, { support: supportConfig() });
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
  });
  afterAll(async () => {
    await ctx.close();
    await graph.close();
  });

  const deliver = (body: string, signature: string | null = sign(body), app = ctx.app) =>
    call(app, 'POST', '/api/v1/support/whatsapp/webhook', {
      xsrf: false,
      body,
      headers: { 'content-type': 'application/json', ...(signature && { 'x-hub-signature-256': signature }) },
    });
  const inbox = (path: string, body?: unknown, method: 'GET' | 'POST' | 'PATCH' = body ? 'POST' : 'GET') =>
    call(ctx.app, method, `/api/v1/support/${path}`, { token: superadmin.token, body });
  const thread = async (key = RECEIVED) => (await inbox(`conversations/${key}`)).json<SupportThread>();
  const reply = (text: string, changes: object = {}) =>
    inbox(`conversations/${RECEIVED}/messages`, { text, channel: 'whatsapp', ...changes });

  it('answers the verification handshake only with the verify token', async () => {
    const handshake = (token: string, mode = 'subscribe') =>
      call(
        ctx.app,
        'GET',
        `/api/v1/support/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const good = await handshake(VERIFY_TOKEN);
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect((await handshake('another-token')).statusCode).toBe(403);
    expect((await handshake(VERIFY_TOKEN, 'unsubscribe')).statusCode).toBe(403);
  });

  it('refuses a delivery whose signature is missing, made with another secret or over other bytes', async () => {
    const body = recorded('text-message');
    const tampered = body.replace('no reporta', 'sí reporta');
    for (const [payload, signature] of [
      [body, null],
      [body, sign(body, 'another-app-secret')],
      [tampered, sign(body)],
      [body, 'sha256=zz'],
    ] as const) {
      const refused = await deliver(payload, signature);
      expect(refused.statusCode).toBe(403);
    }
    expect((await inbox(`conversations/${RECEIVED}`)).statusCode).toBe(404);
  });

  it('files a signed message into the conversation of its number, once however often it is delivered', async () => {
    const body = recorded('text-message');
    const first = await deliver(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ filed: 1, statuses: 0 });
    const again = await deliver(body);
    expect(again.json()).toEqual({ filed: 0, statuses: 0 });

    const { conversation, messages } = await thread();
    expect(conversation).toMatchObject({
      phoneNumber: RECEIVED,
      name: 'Juan Pérez',
      state: 'open',
      unread: 1,
      lastChannel: 'whatsapp',
      lastMessageText: 'Hola, el collar 7C-01 no reporta desde ayer',
      whatsappWindowEndsAt: new Date(WROTE_AT + 24 * HOUR_MS).toISOString(),
      userId: null,
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ direction: 'in', channel: 'whatsapp', status: 'received' });
  });

  it('replies within 24 hours as free text to 54… (not 549…), and follows the status callbacks', async () => {
    const before = graph.requests.length;
    const sent = await reply('Hola Juan, ya lo revisamos');
    expect(sent.statusCode).toBe(201);
    const message = sent.json<SupportMessage>();
    expect(message).toMatchObject({ direction: 'out', channel: 'whatsapp', status: 'sent', template: null });
    const request = graph.requests[before]!;
    expect(request.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(request.authorization).toBe(`Bearer ${GRAPH_TOKEN}`);
    expect(request.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: SENT_TO,
      type: 'text',
      text: { body: 'Hola Juan, ya lo revisamos' },
    });

    const waMessageId = `wamid.sent${graph.requests.length}`;
    const statusOf = async () => (await thread()).messages.find((m) => m._id === message._id)!;
    const delivered = recorded('status-delivered').replace('WAMID', waMessageId);
    expect((await deliver(delivered)).json()).toEqual({ filed: 0, statuses: 1 });
    expect(await statusOf()).toMatchObject({ status: 'delivered', statusAt: '2025-11-26T13:00:00.000Z' });
    const failed = recorded('status-failed').replace('WAMID', waMessageId);
    await deliver(failed);
    expect(await statusOf()).toMatchObject({ status: 'failed', error: '131047 Re-engagement message' });
    // A late callback never moves a status back.
    await deliver(delivered);
    expect((await statusOf()).status).toBe('failed');
  });

  it('sends the configured template outside the 24-hour window, and refuses without one', async () => {
    clock = WROTE_AT + 25 * HOUR_MS;
    const before = graph.requests.length;
    const sent = await reply('Seguimos con tu consulta');
    expect(sent.json()).toMatchObject({ status: 'sent', template: 'soporte_respuesta' });
    expect(graph.requests[before]!.body).toMatchObject({
      to: SENT_TO,
      type: 'template',
      template: {
        name: 'soporte_respuesta',
        language: { code: 'es_AR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Seguimos con tu consulta' }] }],
      },
    });

    const noTemplate = await createSecondApp(ctx, { support: supportConfig({ template: undefined }) });
    try {
      const refused = await call(
        noTemplate.app,
        'POST',
        `/api/v1/support/conversations/${RECEIVED}/messages`,
        {
          token: superadmin.token,
          body: { text: 'Hola', channel: 'whatsapp' },
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual({ channel: 'validation.whatsappWindow' });
    } finally {
      await noTemplate.close();
    }
    expect(graph.requests).toHaveLength(before + 1);
    clock = WROTE_AT + HOUR_MS;
  });

  it('keeps a reply the Graph API refuses as failed, with its reason', async () => {
    graph.failNext(400, {
      error: {
        message: '(#131030) Recipient phone number not in allowed list',
        type: 'OAuthException',
        code: 131030,
      },
    });
    const sent = await reply('¿Seguís ahí?');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'failed', error: expect.stringContaining('131030') });
  });

  it('never sends an internal note', async () => {
    const before = graph.requests.length;
    const note = await reply('Cliente con collares viejos, revisar firmware', { internal: true });
    expect(note.json()).toMatchObject({ internal: true, channel: 'app' });
    expect(graph.requests).toHaveLength(before);
  });

  it('files a number a rancher proved in the app into his conversation, linked to his user and account', async () => {
    const rancher = await createUser(ctx);
    const written = await call(ctx.app, 'POST', '/api/v1/support/mine/messages', {
      token: rancher.token,
      body: { text: 'Necesito ayuda con un potrero', whatsapp: '54 9351 5550101' },
    });
    expect(written.statusCode).toBe(201);
    // The number joins his conversation once he types the code it received.
    const code = /\b(\d{6})\b/.exec(JSON.stringify(graph.requests.at(-1)!.body))![1];
    const confirmed = await call(ctx.app, 'POST', '/api/v1/support/mine/whatsapp/confirm', {
      token: rancher.token,
      body: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    const body = recorded('text-message')
      .replaceAll(RECEIVED, '5493515550101')
      .replace('wamid.HBg', 'wamid.OTHER');
    expect((await deliver(body)).json()).toEqual({ filed: 1, statuses: 0 });
    const { conversation, messages } = await thread('5493515550101');
    expect(conversation).toMatchObject({ userId: rancher.id, accountId: rancher.accountId, unread: 2 });
    // The recorded message is dated before the app's: the thread is in time order.
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp', 'app']);
    const mine = await call(ctx.app, 'GET', '/api/v1/support/mine', { token: rancher.token });
    expect(mine.json().messages).toHaveLength(2);
  });

  it('without WhatsApp configured: the webhook is off, replies by WhatsApp are refused, the app still works', async () => {
    const off = await createSecondApp(ctx, { support: { whatsapp: null } });
    try {
      const channels = await call(off.app, 'GET', '/api/v1/support/channels', { token: superadmin.token });
      expect(channels.json()).toEqual({ whatsappConfigured: false, supportNumber: null });
      const body = recorded('text-message');
      expect((await deliver(body, sign(body), off.app)).statusCode).toBe(404);
      const handshake = await call(
        off.app,
        'GET',
        `/api/v1/support/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      );
      expect(handshake.statusCode).toBe(403);
      const url = `/api/v1/support/conversations/${RECEIVED}/messages`;
      const refused = await call(off.app, 'POST', url, {
        token: superadmin.token,
        body: { text: 'Hola', channel: 'whatsapp' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors).toEqual({ channel: 'validation.whatsappOff' });
      const byApp = await call(off.app, 'POST', url, {
        token: superadmin.token,
        body: { text: 'Hola', channel: 'app' },
      });
      expect(byApp.statusCode).toBe(201);
    } finally {
      await off.close();
    }
    const listed = await inbox('conversations?q=3804123456');
    expect(listed.json().items.map((c: SupportConversation) => c.phoneNumber)).toEqual([RECEIVED]);
  });
});
