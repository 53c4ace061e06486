import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import type {
  Batch,
  BatchCodes,
  BatchCreated,
  BatchDetail,
  ConsoleDevice,
} from '@tropero/shared/contracts/device-factory';
import { accountsRepository } from '../accounts/accounts.repository';
import { apiAs, createSettlement, createUser, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
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

describeWithApp('device factory and devices console on %s', { superadmin: true }, (ctx) => {
  let rancher: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    rancher = await createUser(ctx);
    neighbour = await createUser(ctx);
  });

  const console = () => apiAs(ctx, ctx.superadmin);
  /** A new batch as its creation answers it: the only time its codes are shown. */
  async function batch(first: string, quantity = '3'): Promise<BatchCreated> {
    const created = await console().post('/api/v1/device-batches', collars(first, quantity));
    expect(created.statusCode, created.body).toBe(201);
    return created.json<BatchCreated>();
  }
  /** The actions the audit log holds on a subject, oldest first. */
  const audited = async (subjectType: string, subjectId: string) =>
    (await console().get(`/api/v1/audit?subjectType=${subjectType}&subjectId=${subjectId}`))
      .json<{ items: { action: string; actorId: string; before: unknown; after: unknown }[] }>()
      .items.reverse();
  /** Each user claims from his own client IP unless a test says otherwise (claims are limited per IP). */
  const ips = new Map<string, string>();
  const ipOf = (user: TestUser) => {
    if (!ips.has(user.id)) ips.set(user.id, `10.1.${ips.size >> 8}.${ips.size & 255}`);
    return ips.get(user.id)!;
  };
  const claim = (user: TestUser, identifier: string, activationCode: string) =>
    claimFrom(user, ipOf(user), identifier, activationCode);
  const claimFrom = (user: TestUser, ip: string, identifier: string, activationCode: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/devices/claim?userAccountId=${user.accountId}`,
      remoteAddress: ip,
      headers: { authorization: `Bearer ${user.token}`, 'x-xsrf-token': 'test-xsrf-token' },
      cookies: { 'XSRF-TOKEN': 'test-xsrf-token' },
      payload: { identifier, activationCode },
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
        await api.post(`/api/v1/device-batches/${made._id}/labels.pdf`, { devices: made.devices }),
        await api.post(`/api/v1/device-batches/${made._id}/devices.csv`, { devices: made.devices }),
        await api.post(`/api/v1/device-batches/${made._id}/codes`, {}),
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

  it('prints labels (identifier, code and QR code, 24 to a page) and a CSV from the codes of the creation', async () => {
    const made = await batch('D0000000', '30');
    const files = { devices: made.devices };
    const pdf = await console().post(`/api/v1/device-batches/${made._id}/labels.pdf`, files);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, text } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(2);
    for (const device of made.devices) {
      expect(text).toContain(device.identifier);
      expect(text).toContain(device.activationCode);
    }

    const csv = await console().post(`/api/v1/device-batches/${made._id}/devices.csv`, files);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('identifier,activationCode,deviceType,technology,firmware');
    expect(lines.slice(1)).toEqual(
      made.devices.map((d) => `${d.identifier},${d.activationCode},COLLAR,LoRaWAN,2.1.0`),
    );

    // A code that is not the device's is refused: the files never print a code that would not claim.
    const [first, second] = made.devices;
    const swapped = [{ ...first!, activationCode: second!.activationCode }];
    const refused = await console().post(`/api/v1/device-batches/${made._id}/labels.pdf`, {
      devices: swapped,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'devices.0.activationCode': 'validation.activationCodeWrong' });
  });

  it('shows the codes only at creation: later the batch, its labels and its CSV carry none', async () => {
    const made = await batch('D1000000', '3');
    const codes = made.devices.map((d) => d.activationCode);
    expect(codes.every((code) => /^[A-Z2-9]{6}$/.test(code))).toBe(true);
    const later = [
      await console().get(`/api/v1/device-batches/${made._id}`),
      await console().get(`/api/v1/device-batches/${made._id}/devices.csv`),
      await console().get('/api/v1/device-batches'),
    ];
    for (const answer of later) {
      expect(answer.statusCode).toBe(200);
      for (const code of codes) expect(answer.body).not.toContain(code);
    }
    expect(later[0]!.json<BatchDetail>().devices).toEqual(
      made.devices.map((d) => ({ identifier: d.identifier, claimedAt: null })),
    );
    expect(later[1]!.body.split('\r\n')[0]).toBe('identifier,deviceType,technology,firmware');
    const labels = await pdfText(
      (await console().get(`/api/v1/device-batches/${made._id}/labels.pdf`)).rawPayload,
    );
    for (const device of made.devices) {
      expect(labels.text).toContain(device.identifier);
      expect(labels.text).not.toContain(device.activationCode);
    }
    // The database keeps no readable code either.
    const stored = await ctx.database.db
      .selectFrom('batch_devices')
      .selectAll()
      .where('batch_id', '=', made._id)
      .execute();
    const text = JSON.stringify(stored);
    for (const code of codes) expect(text).not.toContain(code);
  });

  it('a superadmin regenerates the code of a device or of a whole batch: shown once, the old ones stop working', async () => {
    const made = await batch('D2000000', '3');
    const [first, second, third] = made.devices;
    const claimant = await createUser(ctx);
    expect((await claim(rancher, third!.identifier, third!.activationCode)).statusCode).toBe(201);

    const one = await console().post(`/api/v1/device-batches/${made._id}/codes`, {
      identifiers: [first!.identifier],
    });
    expect(one.statusCode, one.body).toBe(200);
    const renewed = one.json<BatchCodes>();
    expect(renewed.devices.map((d) => d.identifier)).toEqual([first!.identifier]);
    expect(renewed.devices[0]!.activationCode).not.toBe(first!.activationCode);
    const old = await claim(claimant, first!.identifier, first!.activationCode);
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual({ activationCode: 'validation.activationCodeWrong' });
    // The new code prints: the files take it.
    const files = await console().post(`/api/v1/device-batches/${made._id}/devices.csv`, renewed);
    expect(files.statusCode, files.body).toBe(200);
    expect(files.body).toContain(renewed.devices[0]!.activationCode);

    // The whole batch: every device not claimed yet.
    const all = await console().post(`/api/v1/device-batches/${made._id}/codes`, {});
    expect(all.statusCode, all.body).toBe(200);
    const batchCodes = all.json<BatchCodes>().devices;
    expect(batchCodes.map((d) => d.identifier)).toEqual([first!.identifier, second!.identifier]);
    expect((await claim(claimant, second!.identifier, second!.activationCode)).statusCode).toBe(400);
    expect((await claim(claimant, first!.identifier, renewed.devices[0]!.activationCode)).statusCode).toBe(
      400,
    );
    const latest = batchCodes[0]!;
    expect((await claim(claimant, latest.identifier, latest.activationCode)).statusCode).toBe(201);

    // A claimed device, or one of another batch, has no code to regenerate.
    for (const identifiers of [[third!.identifier], ['FFFF0000']]) {
      const refused = await console().post(`/api/v1/device-batches/${made._id}/codes`, { identifiers });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['identifiers.0']);
    }
    const refusedToRancher = await apiAs(ctx, rancher).post(`/api/v1/device-batches/${made._id}/codes`, {});
    expect(refusedToRancher.statusCode).toBe(403);
    const entries = await audited('batch', made._id);
    expect(entries.map((e) => e.action)).toEqual(['batch.create', 'batch.codes', 'batch.codes']);
    expect(JSON.stringify(entries)).not.toContain(latest.activationCode);
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
    expect(entries[0]).toMatchObject({
      actorId: ctx.superadmin.id,
      after: { quantity: 3, first: 'E0000000' },
    });
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

  it('never goes over the device limit, however many claims arrive at once', async () => {
    const small = await createUser(ctx);
    await ctx.database.db
      .updateTable('accounts')
      .set({ device_limit: 2 })
      .where('id', '=', small.accountId)
      .execute();
    const made = await batch('E3000000', '8');
    const answers = await Promise.all(made.devices.map((d) => claim(small, d.identifier, d.activationCode)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    const devices = await ctx.database.db
      .selectFrom('devices')
      .select('id')
      .where('account_id', '=', small.accountId)
      .execute();
    expect(devices).toHaveLength(2);
    const after = (await console().get(`/api/v1/device-batches/${made._id}`)).json<BatchDetail>();
    expect(after.activated).toBe(2);
  });

  it("strangers' wrong codes do not block the owner's claim; a claimant is limited by user and by IP", async () => {
    const made = await batch('E4000000', '1');
    const device = made.devices[0]!;
    const strangers = await Promise.all([1, 2, 3].map(() => createUser(ctx)));
    let wrongTries = 0;
    for (const [i, stranger] of strangers.entries()) {
      for (let n = 0; n < 8; n++, wrongTries++) {
        const wrong = await claimFrom(stranger, `10.0.${i}.1`, device.identifier, `WRONG${n + 2}`);
        expect(wrong.statusCode).toBe(400);
      }
    }
    expect(wrongTries).toBeGreaterThan(20);
    const owner = await createUser(ctx);
    const claimed = await claimFrom(owner, '10.0.9.1', device.identifier, device.activationCode);
    expect(claimed.statusCode, claimed.body).toBe(201);

    // Many users behind one client IP share that IP's tries.
    const crowd = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx)));
    const statuses: number[] = [];
    for (let i = 0; i <= CLAIM_LIMITS.perIp.limit; i++) {
      const user = crowd[i % crowd.length]!;
      statuses.push((await claimFrom(user, '10.0.8.1', 'F1000000', `GUESS${i % 10}`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
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
