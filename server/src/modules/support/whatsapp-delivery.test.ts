import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SupportThread } from '@tropero/shared/contracts/support';
import { call, testConfig } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { signDelivery, whatsappDelivery, type DeliveredMessage } from '../../../test/whatsapp-delivery';
import { outboxMailer } from '../../providers/mail/mailer';
import { buildServer, type TroperoServer } from '../../server';

const APP_SECRET = 'app-secret-of-the-test';

/** Deliveries as they come in the wild: odd bytes, odd timestamps, and thousands of messages at once. */
const support = { whatsapp: null, verifyToken: 'verify', appSecret: APP_SECRET };

describeWithApp('WhatsApp deliveries on %s', { config: { support }, superadmin: true }, (ctx) => {
  /** The webhook's server, on the same database, counting the SQL statements it runs. */
  let counted: TroperoServer;
  let statements = 0;

  beforeAll(async () => {
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    counted = await buildServer({
      config: testConfig({ support }),
      database: { ...ctx.database, db: ctx.database.db.withPlugin(counting) },
      mailer: outboxMailer(ctx.database.db, { info: () => {} }),
    });
  });
  afterAll(() => counted.close());

  const deliver = (messages: DeliveredMessage[]) => {
    const body = whatsappDelivery(messages);
    return call(counted.app, 'POST', '/api/v1/support/whatsapp/webhook', {
      xsrf: false,
      body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signDelivery(body, APP_SECRET) },
    });
  };
  const thread = async (number: string) =>
    (
      await call(ctx.app, 'GET', `/api/v1/support/conversations/${number}`, { token: ctx.superadmin.token })
    ).json<SupportThread>();

  it('files every message of a delivery when one holds a NUL, without the NUL', async () => {
    const from = '5493804100001';
    const delivered = await deliver([
      { from, id: 'wamid.nul1', text: 'Primero' },
      { from, id: 'wamid.nul2', text: 'Hola\u0000mundo', profileName: 'Ana\u0000' },
      { from, id: 'wamid.nul3', text: 'Tercero' },
    ]);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ filed: 3, statuses: 0 });
    const { messages } = await thread(from);
    expect(messages.map((m) => m.text).sort()).toEqual(['Holamundo', 'Primero', 'Tercero']);
  });

  it('files a message whose timestamp is bad or missing at the time it arrived', async () => {
    const from = '5493804100002';
    const before = Date.now();
    const delivered = await deliver([
      { from, id: 'wamid.ts1', text: 'Sin fecha', timestamp: undefined },
      { from, id: 'wamid.ts2', text: 'Fecha rota', timestamp: 'ayer' },
      { from, id: 'wamid.ts3', text: 'Fecha enorme', timestamp: '99999999999999999999' },
      { from, id: 'wamid.ts4', text: 'Fecha buena', timestamp: '1764158400' },
    ]);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ filed: 4, statuses: 0 });
    const after = Date.now();
    const { messages } = await thread(from);
    const at = Object.fromEntries(messages.map((m) => [m.text, Date.parse(m.createdAt)]));
    for (const text of ['Sin fecha', 'Fecha rota', 'Fecha enorme']) {
      expect(at[text]).toBeGreaterThanOrEqual(before - 1000);
      expect(at[text]).toBeLessThanOrEqual(after + 1000);
    }
    expect(at['Fecha buena']).toBe(1_764_158_400_000);
  });

  it('files a delivery of 5,000 messages in bulk: each once, into the conversation of its number', async () => {
    const numbers = Array.from({ length: 50 }, (_, i) => `54935155${String(i).padStart(5, '0')}`);
    const messages: DeliveredMessage[] = Array.from({ length: 5000 }, (_, i) => ({
      from: numbers[i % numbers.length]!,
      id: `wamid.bulk${i}`,
      text: `Mensaje ${i}`,
      timestamp: String(1_764_158_400 + i),
    }));
    // One filed before, and one repeated within the delivery: neither is filed twice.
    expect((await deliver([messages[0]!])).json()).toEqual({ filed: 1, statuses: 0 });
    const started = performance.now();
    statements = 0;
    const delivered = await deliver([...messages, messages[1]!]);
    console.info(
      `${ctx.dialect}: a delivery of 5,001 messages filed in ${Math.round(performance.now() - started)} ms, ${statements} statements`,
    );
    expect(delivered.statusCode).toBe(200);
    // In bulk: slices of rows and one change per conversation, not a few statements per message.
    expect(statements).toBeLessThan(200);
    expect(delivered.json()).toEqual({ filed: 4999, statuses: 0 });
    const first = await thread(numbers[0]!);
    expect(first.messages).toHaveLength(100);
    expect(first.conversation).toMatchObject({
      unread: 100,
      lastMessageText: 'Mensaje 4950',
      lastMessageAt: new Date((1_764_158_400 + 4950) * 1000).toISOString(),
    });
    expect((await deliver(messages.slice(0, 100))).json()).toEqual({ filed: 0, statuses: 0 });
  });
});
