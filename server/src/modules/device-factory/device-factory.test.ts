import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch, BatchDetail, ConsoleDevice } from '@tropero/shared/contracts/device-factory';
import { accountsRepository } from '../accounts/accounts.repository';
import { DIALECTS } from '../../../test/database';
import {
  apiAs,
  createSettlement,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/app';
import { mailsTo } from '../../../test/outbox';
import { CLAIM_LIMITS } from './device-claims.service';

const collars = (first: string, quantity: string) => ({
  deviceType: 'COLLAR',
  technology: 'LoRaWAN',
  firmware: '2.1.0',
  identifiers: { source: 'range', first, quantity },
});

/** The text a PDF shows: every string its (inflated) content streams draw, hex or literal. */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = Buffer.from(object.contents);
    let source: string;
    try {
      source = inflateSync(raw).toString('latin1');
    } catch {
      source = raw.toString('latin1'); // not compressed
    }
    for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      shown.push(Buffer.from(hex!, 'hex').toString('latin1'));
    for (const [, literal] of source.matchAll(/\(([^)]*)\)\s*Tj/g)) shown.push(literal!);
  }
  return { pages: pdf.getPageCount(), text: shown.join('\n') };
}

describe.each(DIALECTS)('device factory and devices console on %s', (dialect) => {
  let ctx: TestContext;
  let superadmin: TestUser;
  let rancher: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
    rancher = await createUser(ctx);
    neighbour = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const console = () => apiAs(ctx, superadmin);
  async function batch(first: string, quantity = '3'): Promise<BatchDetail> {
    const created = await console().post('/api/v1/device-batches', collars(first, quantity));
    expect(created.statusCode, created.body).toBe(201);
    return (await console().get(`/api/v1/device-batches/${created.json<Batch>()._id}`)).json<BatchDetail>();
  }
  /** The actions the audit log holds on a subject, oldest first. */
  const audited = async (subjectType: string, subjectId: string) =>
    (await console().get(`/api/v1/audit?subjectType=${subjectType}&subjectId=${subjectId}`))
      .json<{ items: { action: string; actorId: string; before: unknown; after: unknown }[] }>()
      .items.reverse();
  const claim = (user: TestUser, identifier: string, activationCode: string) =>
    apiAs(ctx, user).post(`/api/v1/devices/claim?userAccountId=${user.accountId}`, {
      identifier,
      activationCode,
    });

  it('refuses every console route to admins and invitees', async () => {
    const made = await batch('A0000000');
    const device = (
      await claim(rancher, made.devices[0]!.identifier, made.devices[0]!.activationCode)
    ).json();
    const invitee = await createUser(ctx, { tags: [] });
    for (const user of [rancher, invitee]) {
      const api = apiAs(ctx, user);
      const attempts = [
        await api.post('/api/v1/device-batches', collars('B0000000', '2')),
        await api.get('/api/v1/device-batches'),
        await api.get(`/api/v1/device-batches/${made._id}`),
        await api.put(`/api/v1/device-batches/${made._id}/shipment`, { accountId: user.accountId }),
        await api.get(`/api/v1/device-batches/${made._id}/labels.pdf`),
        await api.get(`/api/v1/device-batches/${made._id}/devices.csv`),
        await api.get('/api/v1/devices/all'),
        await api.put(`/api/v1/devices/${device._id}/account`, { accountId: user.accountId }),
        await api.put(`/api/v1/devices/${device._id}/retirement`, {}),
      ];
      for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(403);
    }
  });

  it('generates a batch as a hexadecimal range, each device with its own six-character code', async () => {
    const made = await batch('00FFFFFE', '1.000');
    expect(made).toMatchObject({ quantity: 1000, activated: 0, state: 'IN_STOCK', deviceType: 'COLLAR' });
    expect(made.devices.slice(0, 3).map((d) => d.identifier)).toEqual(['00FFFFFE', '00FFFFFF', '01000000']);
    expect(made.devices.at(-1)!.identifier).toBe('010003E5');
    const codes = made.devices.map((d) => d.activationCode);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(new Set(codes).size).toBe(1000);
  });

  it('takes identifiers typed or imported as CSV, and refuses wrong, repeated or taken ones', async () => {
    const typed = await console().post('/api/v1/device-batches', {
      ...collars('0', '1'),
      deviceType: 'CARAVANA',
      identifiers: { source: 'list', text: 'c1:00:00:01\n\nc1:00:00:02\n' },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({ quantity: 2, deviceType: 'CARAVANA' });
    const imported = await console().post('/api/v1/device-batches', {
      ...collars('0', '1'),
      identifiers: { source: 'list', text: 'name,identifier\ncollar uno,C2000001\ncollar dos,C2000002\n' },
    });
    expect(imported.json()).toMatchObject({ quantity: 2 });

    const wrong = await console().post('/api/v1/device-batches', {
      ...collars('0', '1'),
      identifiers: { source: 'list', text: 'C3000001\n\nno!valid\nC3000001\n' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      'identifiers.text.2': 'validation.mac',
      'identifiers.text.3': 'imports.errors.duplicatedMac',
    });
    const taken = await console().post('/api/v1/device-batches', {
      ...collars('0', '1'),
      identifiers: { source: 'list', text: 'C3000009\nC1:00:00:02' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ identifiers: 'validation.macInUse' });
  });

  it('answers invalid batches with field errors', async () => {
    const cases: [unknown, string][] = [
      [collars('FFFFFFFE', '3'), 'identifiers.first'],
      [collars('XYZ0', '3'), 'identifiers.first'],
      [collars('A1000000', '0'), 'identifiers.quantity'],
      [collars('A1000000', '123456'), 'identifiers.quantity'],
      [collars('A1000000', '20.000'), 'identifiers.quantity'],
      [{ ...collars('A1000000', '3'), deviceType: 'NO DEVICE' }, 'deviceType'],
      [{ ...collars('A1000000', '3'), technology: 'WiFi' }, 'technology'],
      [{ ...collars('A1000000', '3'), firmware: '' }, 'firmware'],
      [{ ...collars('A1000000', '3'), identifiers: { source: 'magic' } }, 'identifiers.source'],
    ];
    for (const [body, field] of cases) {
      const response = await console().post('/api/v1/device-batches', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
  });

  it('prints labels (identifier, code and QR code, 24 to a page) and a CSV of the batch', async () => {
    const made = await batch('D0000000', '30');
    const pdf = await console().get(`/api/v1/device-batches/${made._id}/labels.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, text } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(2);
    for (const device of made.devices) {
      expect(text).toContain(device.identifier);
      expect(text).toContain(device.activationCode);
    }

    const csv = await console().get(`/api/v1/device-batches/${made._id}/devices.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('identifier,activationCode,deviceType,technology,firmware');
    expect(lines.slice(1)).toEqual(
      made.devices.map((d) => `${d.identifier},${d.activationCode},COLLAR,LoRaWAN,2.1.0`),
    );
  });

  it('a rancher claims a device once with its code; a wrong code or another account gets nothing', async () => {
    const made = await batch('E0000000', '3');
    const [first, second] = made.devices;
    const otherCode = made.devices[2]!.activationCode;

    const wrong = await claim(rancher, first!.identifier, otherCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ activationCode: 'validation.activationCodeWrong' });
    const unknown = await claim(rancher, 'E9999999', first!.activationCode);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ activationCode: 'validation.activationCodeWrong' });

    const claimed = await claim(
      rancher,
      first!.identifier.toLowerCase(),
      first!.activationCode.toLowerCase(),
    );
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json()).toMatchObject({ identifier: first!.identifier, type: 'COLLAR' });
    expect(claimed.json().ingestKey).toMatch(/^trd_/);
    const mine = await apiAs(ctx, rancher).get(`/api/v1/devices?userAccountId=${rancher.accountId}`);
    expect(mine.json().items.map((d: { identifier: string }) => d.identifier)).toContain(first!.identifier);

    for (const user of [rancher, neighbour]) {
      const again = await claim(user, first!.identifier, first!.activationCode);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors).toEqual({ identifier: 'validation.deviceClaimed' });
      expect(again.body).not.toContain(rancher.accountId);
      expect(again.body).not.toContain(rancher.email);
    }
    const theirs = await apiAs(ctx, neighbour).get(`/api/v1/devices?userAccountId=${neighbour.accountId}`);
    expect(theirs.json().items).toEqual([]);

    // Shipped to the rancher's account: only his account claims its devices.
    await console().put(`/api/v1/device-batches/${made._id}/shipment`, { accountId: rancher.accountId });
    const elsewhere = await claim(neighbour, second!.identifier, second!.activationCode);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.body).not.toContain(rancher.accountId);
    expect((await claim(rancher, second!.identifier, second!.activationCode)).statusCode).toBe(201);
    const after = (await console().get(`/api/v1/device-batches/${made._id}`)).json<BatchDetail>();
    expect(after).toMatchObject({ state: 'SHIPPED', activated: 2, accountId: rancher.accountId });
    expect((await claim(rancher, made.devices[2]!.identifier, otherCode)).statusCode).toBe(201);
    const done = (await console().get(`/api/v1/device-batches/${made._id}`)).json<BatchDetail>();
    expect(done.state).toBe('ACTIVATED');
    const entries = await audited('batch', made._id);
    expect(entries.map((e) => e.action)).toEqual(['batch.create', 'batch.ship']);
    expect(entries[0]).toMatchObject({ actorId: superadmin.id, after: { quantity: 3, first: 'E0000000' } });
    expect(entries[1]).toMatchObject({
      before: { state: 'IN_STOCK', accountId: null },
      after: { state: 'SHIPPED', accountId: rancher.accountId },
    });
    const listed = (await console().get('/api/v1/device-batches?state=ACTIVATED')).json();
    expect(listed.items.map((b: Batch) => b._id)).toContain(made._id);
    const found = (await console().get('/api/v1/device-batches?q=e0000001')).json();
    expect(found.items.map((b: Batch) => b._id)).toEqual([made._id]);
  });

  it('checks the code is exactly six letters or digits, and that the caller may edit the account', async () => {
    for (const code of ['ABC12', 'ABC1234', 'ABC-12', '']) {
      const response = await claim(rancher, 'E0000000', code);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['activationCode']);
    }
    const made = await batch('E1000000', '1');
    const worker = await createUser(ctx);
    await accountsRepository.upsertMember(ctx.database.db, {
      accountId: rancher.accountId,
      userId: worker.id,
      role: 'invite',
      active: true,
    });
    const device = made.devices[0]!;
    const refused = await apiAs(ctx, worker).post(
      `/api/v1/devices/claim?userAccountId=${rancher.accountId}`,
      {
        identifier: device.identifier,
        activationCode: device.activationCode,
      },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('keeps to the device limit the console set for the account', async () => {
    const small = await createUser(ctx);
    await ctx.database.db
      .updateTable('accounts')
      .set({ device_limit: 1 })
      .where('id', '=', small.accountId)
      .execute();
    const made = await batch('E2000000', '2');
    const [first, second] = made.devices;
    expect((await claim(small, first!.identifier, first!.activationCode)).statusCode).toBe(201);
    const over = await claim(small, second!.identifier, second!.activationCode);
    expect(over.statusCode).toBe(409);
    expect(over.json().errors).toEqual({ identifier: 'validation.deviceLimit' });
  });

  it('stops guessing: a user has ten tries in a quarter of an hour', async () => {
    const guesser = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i <= CLAIM_LIMITS.perUser.limit; i++) {
      statuses.push((await claim(guesser, 'F0000000', `GUESS${i % 10}`)).statusCode);
    }
    expect(statuses.slice(0, CLAIM_LIMITS.perUser.limit).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lists every device across accounts, found by identifier or account; moves and retires them', async () => {
    const made = await batch('BEEF0000', '2');
    for (const device of made.devices) await claim(neighbour, device.identifier, device.activationCode);
    const search = async (q: string) =>
      (await console().get(`/api/v1/devices/all?q=${encodeURIComponent(q)}`)).json<{
        items: ConsoleDevice[];
        total: number;
      }>();
    const byIdentifier = await search('beef');
    expect(byIdentifier.total).toBe(2);
    expect(byIdentifier.items[0]).toMatchObject({
      identifier: 'BEEF0000',
      accountId: neighbour.accountId,
      ownerEmail: neighbour.email,
      lastSeen: null,
      retiredAt: null,
    });
    // Part of the account's name, in any case.
    const fragment = byIdentifier.items[0]!.accountName.slice(2).toUpperCase();
    const byAccount = await search(fragment);
    expect(byAccount.items.map((d) => d.identifier)).toEqual(
      expect.arrayContaining(['BEEF0000', 'BEEF0001']),
    );
    for (const device of byAccount.items) expect(device.accountName.toUpperCase()).toContain(fragment);

    const settlementId = await createSettlement(ctx, neighbour, 'Campo Vecino');
    const deviceId = byIdentifier.items[0]!._id;
    await apiAs(ctx, neighbour).put(`/api/v1/devices/${deviceId}?userAccountId=${neighbour.accountId}`, {
      settlementId,
    });
    const moved = await console().put(`/api/v1/devices/${deviceId}/account`, {
      accountId: rancher.accountId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rancherDevice = await apiAs(ctx, rancher).get(
      `/api/v1/devices/${deviceId}?userAccountId=${rancher.accountId}`,
    );
    expect(rancherDevice.json()).toMatchObject({ identifier: 'BEEF0000', settlementId: null });
    const gone = await apiAs(ctx, neighbour).get(
      `/api/v1/devices/${deviceId}?userAccountId=${neighbour.accountId}`,
    );
    expect(gone.statusCode).toBe(404);
    for (const email of [neighbour.email, rancher.email]) {
      const mails = await mailsTo(ctx, email);
      expect(mails.at(-1)!.subject).toContain('BEEF0000');
    }
    const same = await console().put(`/api/v1/devices/${deviceId}/account`, { accountId: rancher.accountId });
    expect(same.statusCode).toBe(400);

    const retired = await console().put(`/api/v1/devices/${deviceId}/retirement`, {});
    expect(retired.statusCode).toBe(200);
    const list = await apiAs(ctx, rancher).get(`/api/v1/devices?userAccountId=${rancher.accountId}`);
    expect(list.json().items.map((d: { _id: string }) => d._id)).not.toContain(deviceId);
    expect((await search('BEEF0000')).items[0]!.retiredAt).not.toBeNull();
    expect((await console().put(`/api/v1/devices/${deviceId}/retirement`, {})).statusCode).toBe(409);
    const entries = await audited('device', deviceId);
    expect(entries.map((e) => e.action)).toEqual(['device.move', 'device.retire']);
    expect(entries[0]).toMatchObject({
      before: { accountId: neighbour.accountId, settlementId },
      after: { accountId: rancher.accountId, settlementId: null },
    });
  });
});
