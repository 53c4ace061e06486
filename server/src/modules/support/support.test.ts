import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import type {
  CannedAnswer,
  CustomerContext,
  InboxPage,
  MyConversation,
  SupportThread,
} from '@tropero/shared/contracts/support';
import { apiAs, call, createSecondApp, createSettlement, createUser, type TestUser } from '../../../test/app';
import { describeWithApp, type SuiteOptions } from '../../../test/suite';

const setup: SuiteOptions = { config: { liveHeartbeatMs: 60_000 }, superadmin: true };

describeWithApp('support in the app and the inbox on %s', setup, (ctx) => {
  let rancher: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    rancher = await createUser(ctx, { tags: ['admin'] });
    neighbour = await createUser(ctx, { tags: ['admin'] });
  });

  const write = (user: TestUser, body: object) =>
    apiAs(ctx, user).post('/api/v1/support/mine/messages', body);
  const mine = async (user: TestUser) =>
    (await apiAs(ctx, user).get('/api/v1/support/mine')).json<MyConversation>();
  const asSuperadmin = () => apiAs(ctx, ctx.superadmin);
  const patch = (key: string, body: object, user = ctx.superadmin) =>
    call(ctx.app, 'PUT', `/api/v1/support/conversations/${key}`, { token: user.token, body });

  it('a rancher writes from the app and sees only his own conversation, never the internal notes', async () => {
    expect(await mine(rancher)).toEqual({ conversation: null, messages: [], pendingWhatsapp: null });
    const written = await write(rancher, { text: 'No veo mis collares en el mapa' });
    expect(written.statusCode).toBe(201);
    const { conversation } = written.json<MyConversation>();
    expect(conversation).toMatchObject({
      userId: rancher.id,
      accountId: rancher.accountId,
      phoneNumber: null,
      state: 'open',
      unread: 1,
      lastChannel: 'app',
    });
    expect((await mine(neighbour)).conversation).toBeNull();

    const id = conversation!._id;
    await asSuperadmin().post(`/api/v1/support/conversations/${id}/messages`, {
      text: 'Cliente nuevo, plan FREE',
      internal: true,
    });
    const answered = await asSuperadmin().post(`/api/v1/support/conversations/${id}/messages`, {
      text: '¿Los collares tienen batería?',
    });
    expect(answered.json()).toMatchObject({ channel: 'app', status: 'sent', internal: false });

    const seen = await mine(rancher);
    expect(seen.messages.map((m) => m.text)).toEqual([
      'No veo mis collares en el mapa',
      '¿Los collares tienen batería?',
    ]);
    expect(seen.conversation!.customerUnread).toBe(1);
    await apiAs(ctx, rancher).put('/api/v1/support/mine/read', {});
    expect((await mine(rancher)).conversation!.customerUnread).toBe(0);
    const thread = (await asSuperadmin().get(`/api/v1/support/conversations/${id}`)).json<SupportThread>();
    expect(thread.messages.map((m) => [m.internal, m.status])).toEqual([
      [false, 'received'],
      [true, 'sent'],
      [false, 'read'],
    ]);
    expect((await mine(neighbour)).messages).toEqual([]);
  });

  it('keeps the inbox, its replies, assignments and canned answers to superadmins, on the server', async () => {
    const invitee = await createUser(ctx, { tags: [] });
    const { conversation } = await mine(rancher);
    const key = conversation!._id;
    for (const user of [rancher, invitee]) {
      const api = apiAs(ctx, user);
      const attempts = [
        await api.get('/api/v1/support/conversations'),
        await api.get(`/api/v1/support/conversations/${key}`),
        await api.get(`/api/v1/support/conversations/${key}/context`),
        await api.put(`/api/v1/support/conversations/${key}/read`, {}),
        await api.post(`/api/v1/support/conversations/${key}/messages`, { text: 'Hola' }),
        await patch(key, { state: 'resolved' }, user),
        await api.get('/api/v1/support/agents'),
        await api.get('/api/v1/support/canned-answers'),
        await api.post('/api/v1/support/canned-answers', { shortcut: 'hola', text: 'Hola' }),
      ];
      for (const attempt of attempts) expect(attempt.statusCode).toBe(403);
    }
    expect((await call(ctx.app, 'GET', '/api/v1/support/conversations')).statusCode).toBe(401);
    expect((await write(invitee, { text: 'Soy invitado y necesito ayuda' })).statusCode).toBe(201);
  });

  it('lists by state, assignee, unread and search; assigns to superadmins only; reopens on a new message', async () => {
    const { conversation } = await mine(rancher);
    const key = conversation!._id;
    const list = async (query: string) =>
      (await asSuperadmin().get(`/api/v1/support/conversations?${query}`)).json<InboxPage>();
    const ids = (page: InboxPage) => page.items.map((item) => item._id);

    expect(ids(await list(`q=${encodeURIComponent(rancher.user.name)}`))).toEqual([key]);
    expect(ids(await list('q=collares'))).toContain(key);
    expect(ids(await list('q=nadie-escribio-esto'))).toEqual([]);
    expect(ids(await list('unread=true'))).toContain(key);
    await asSuperadmin().put(`/api/v1/support/conversations/${key}/read`, {});
    expect(ids(await list('unread=true'))).not.toContain(key);

    const refused = await patch(key, { assigneeId: neighbour.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ assigneeId: 'validation.assignee' });
    const assigned = await patch(key, { assigneeId: ctx.superadmin.id, state: 'pending' });
    expect(assigned.json<SupportThread>().conversation).toMatchObject({
      assigneeId: ctx.superadmin.id,
      assigneeName: ctx.superadmin.user.name,
      state: 'pending',
    });
    expect(ids(await list('assignee=me&state=pending'))).toEqual([key]);
    expect(ids(await list('assignee=none'))).not.toContain(key);
    expect((await asSuperadmin().get('/api/v1/support/agents')).json()).toEqual([
      { _id: ctx.superadmin.id, name: ctx.superadmin.user.name },
    ]);

    await patch(key, { state: 'resolved' });
    expect(ids(await list('state=resolved'))).toEqual([key]);
    await write(rancher, { text: 'Volvió a pasar' });
    const reopened = await list('state=open');
    expect(ids(reopened)).toContain(key);
    expect(reopened.unreadByState.open).toBeGreaterThanOrEqual(1);
  });

  it('answers bad input with field errors', async () => {
    const cases: [object, string][] = [
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{ text: 'Hola', whatsapp: '12 34' }, 'whatsapp'],
    ];
    for (const [body, field] of cases) {
      const refused = await write(rancher, body);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toContain(field);
    }
    expect((await asSuperadmin().get('/api/v1/support/conversations/not-a-key')).statusCode).toBe(400);
    expect((await asSuperadmin().get('/api/v1/support/conversations/5493809999999')).statusCode).toBe(404);
    const state = await patch((await mine(rancher)).conversation!._id, { state: 'closed' });
    expect(state.json().errors).toEqual({ state: 'validation.supportState' });
  });

  it('limits the messages a user writes, counted in the database for every server', async () => {
    const chatty = await createUser(ctx);
    for (let i = 0; i < 30; i++) expect((await write(chatty, { text: `Mensaje ${i}` })).statusCode).toBe(201);
    const limited = await write(chatty, { text: 'Uno más' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('too many support messages; try again in a few minutes');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const second = await createSecondApp(ctx);
    try {
      const elsewhere = await call(second.app, 'POST', '/api/v1/support/mine/messages', {
        token: chatty.token,
        body: { text: 'Desde otro servidor' },
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await second.close();
    }
    expect((await mine(chatty)).messages).toHaveLength(30);
    const other = await createUser(ctx);
    expect((await write(other, { text: 'Otro cliente' })).statusCode).toBe(201);
  });

  it('writes canned answers: unique shortcuts, changed and deleted', async () => {
    const api = asSuperadmin();
    const created = await api.post('/api/v1/support/canned-answers', {
      shortcut: 'bateria',
      text: 'Revisá que el collar tenga batería y esté dentro del alcance del gateway.',
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json<CannedAnswer>();
    const twice = await api.post('/api/v1/support/canned-answers', { shortcut: 'bateria', text: 'Otra' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ shortcut: 'validation.shortcutTaken' });
    expect(
      (await api.post('/api/v1/support/canned-answers', { shortcut: 'Con Espacio', text: 'x' })).statusCode,
    ).toBe(400);
    const changed = await api.put(`/api/v1/support/canned-answers/${answer._id}`, {
      shortcut: 'bateria',
      text: 'Cargá el collar.',
    });
    expect(changed.json()).toMatchObject({ shortcut: 'bateria', text: 'Cargá el collar.' });
    expect((await api.get('/api/v1/support/canned-answers')).json()).toHaveLength(1);
    expect((await api.delete(`/api/v1/support/canned-answers/${answer._id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/v1/support/canned-answers/${answer._id}`)).statusCode).toBe(404);
  });

  it('shows the customer’s account, plan, settlements and collars beside the thread', async () => {
    const settlementId = await createSettlement(ctx, rancher, 'Estancia Soporte');
    const device = await apiAs(ctx, rancher).post(`/api/v1/devices?userAccountId=${rancher.accountId}`, {
      type: 'COLLAR',
      identifier: 'AA:BB:CC:00:00:77',
      settlementId,
    });
    expect(device.statusCode).toBe(201);
    const { conversation } = await mine(rancher);
    const context = (
      await asSuperadmin().get(`/api/v1/support/conversations/${conversation!._id}/context`)
    ).json<CustomerContext>();
    expect(context).toMatchObject({
      user: { _id: rancher.id, email: rancher.email },
      account: { _id: rancher.accountId, accountType: 'FREE' },
      settlements: [{ _id: settlementId, name: 'Estancia Soporte' }],
      devices: [{ identifier: 'AA:BB:CC:00:00:77', lastSeen: null, battery: null }],
      deviceTotal: 1,
      recentAlerts: [],
    });
  });

  it('streams a support event to the inbox and to the customer, never to another customer', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const open = async (user: TestUser) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/live/support?access_token=${user.token}`);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let text = '';
      return {
        async next(): Promise<unknown> {
          while (!text.includes('event: support\ndata: ')) {
            const { done, value } = await reader.read();
            if (done) throw new Error('the stream ended');
            text += new TextDecoder().decode(value);
          }
          const [, after] = text.split('event: support\ndata: ') as [string, string];
          text = after.slice(after.indexOf('\n\n') + 2);
          return JSON.parse(after.split('\n')[0]!);
        },
        received: () => text,
        close: () => reader.cancel(),
      };
    };
    const inbox = await open(ctx.superadmin);
    const own = await open(rancher);
    const other = await open(neighbour);
    const { conversation } = await mine(rancher);
    await write(rancher, { text: 'Sigo sin ver los collares' });
    const expected = { conversationId: conversation!._id, userId: rancher.id };
    expect(await inbox.next()).toMatchObject(expected);
    expect(await own.next()).toMatchObject(expected);
    await asSuperadmin().post(`/api/v1/support/conversations/${conversation!._id}/messages`, {
      text: 'Ya va',
    });
    expect(await own.next()).toMatchObject(expected);
    // The neighbour's own conversation changes: his stream hears that, and had heard nothing before.
    await write(neighbour, { text: 'Una consulta más' });
    expect(await other.next()).toMatchObject({ userId: neighbour.id });
    await Promise.all([inbox.close(), own.close(), other.close()]);
  });

  it.runIf(ctx.dialect === 'postgres')(
    'a message written through another server reaches the inbox’s stream',
    async () => {
      const port = (ctx.app.server.address() as AddressInfo).port;
      const response = await fetch(
        `http://127.0.0.1:${port}/api/v1/live/support?access_token=${ctx.superadmin.token}`,
      );
      const reader = response.body!.getReader();
      const second = await createSecondApp(ctx);
      try {
        const posted = await call(second.app, 'POST', '/api/v1/support/mine/messages', {
          token: neighbour.token,
          body: { text: 'Escribo desde el otro servidor' },
        });
        expect(posted.statusCode).toBe(201);
        let text = '';
        while (!text.includes('event: support')) {
          const { value } = await reader.read();
          text += new TextDecoder().decode(value);
        }
        expect(text).toContain(neighbour.id);
      } finally {
        await reader.cancel();
        await second.close();
      }
    },
  );
});
