import { beforeAll, expect, it } from 'vitest';
import { apiAs, createUser, uploadFile, fixtureFile } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

const fixture = (name: string) => fixtureFile(`imports/${name}`);

describeWithApp('device import on %s', { settlement: 'Campo de Prueba' }, (ctx) => {
  const cows: Record<string, string> = {};

  beforeAll(async () => {
    for (const caravana of ['VACA-1', 'VACA-2', 'VACA-3']) {
      cows[caravana] = (
        await ctx.api.post('/api/v1/animals', { settlementId: ctx.settlementId, caravana })
      ).json()._id;
    }
    await ctx.api.post('/api/v1/devices', {
      type: 'COLLAR',
      identifier: 'AABBCC001',
      animalId: cows['VACA-2'],
    });
    const other = await createUser(ctx);
    await apiAs(ctx, other).post('/api/v1/devices', { type: 'COLLAR', identifier: 'OTRA0001' });
  });

  const upload = (filename: string, data: Uint8Array, query = '') =>
    uploadFile(ctx, ctx.owner, `/api/v1/imports/devices${query}`, filename, data);
  const devices = async () =>
    (await ctx.api.get('/api/v1/devices?pageSize=500')).json() as {
      items: Record<string, unknown>[];
      total: number;
    };

  it('names every bad cell with its spreadsheet row and imports nothing', async () => {
    const before = (await devices()).total;
    const response = await upload('errores.csv', fixture('dispositivos-con-errores.csv'));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { row: 3, column: 'deviceType', error: 'missingFields' },
      { row: 4, column: 'deviceMACAddress', error: 'missingFields' },
      { row: 5, column: 'deviceMACAddress', error: 'duplicatedMac' },
      { row: 6, column: 'deviceMACAddress', error: 'macInUse' },
      // Another account's identifier: the same answer as factory stock, never "in use" (decisions.md).
      { row: 7, column: 'deviceMACAddress', error: 'identifierUnavailable' },
      { row: 8, column: 'deviceMACAddress', error: 'macRegex' },
      { row: 9, column: 'deviceFirmwareVersion', error: 'firmwareRegex' },
      { row: 10, column: 'deviceType', error: 'unknownEnumeration' },
      { row: 11, column: 'deviceAnimalID', error: 'fixedPointWithAnimals' },
      { row: 12, column: 'deviceAnimalID', error: 'animalNotFound' },
      { row: 13, column: 'deviceAnimalID', error: 'animalHasDevice' },
      { row: 14, column: 'deviceAnimalID', error: 'animalHasDevice' },
    ]);
    expect(response.json().errors['rows.11.deviceAnimalID']).toBe('imports.errors.fixedPointWithAnimals');
    expect((await devices()).total).toBe(before);
  });

  it('imports an XLSX: devices on animals go to their settlement, the others to the one chosen', async () => {
    const dry = await upload('dispositivos.xlsx', fixture('dispositivos-validos.xlsx'), '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ valid: 3 });
    const response = await upload(
      'dispositivos.xlsx',
      fixture('dispositivos-validos.xlsx'),
      `?settlementId=${ctx.settlementId}`,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 3 });
    const stored = Object.fromEntries((await devices()).items.map((d) => [d.identifier as string, d]));
    expect(stored['AA:BB:CC:00:00:01']).toMatchObject({
      type: 'COLLAR',
      identifierType: 'MAC',
      firmware: '2.1.0',
      animalId: cows['VACA-3'],
      animalCaravana: 'VACA-3',
      settlementId: ctx.settlementId,
    });
    expect(stored['AABBCC000002']).toMatchObject({
      type: 'CARAVANA',
      firmware: null,
      animalId: cows['VACA-3'],
    });
    expect(stored['AABBCC000003']).toMatchObject({
      type: 'PUNTO FIJO',
      firmware: '1.5',
      animalId: null,
      settlementId: ctx.settlementId,
    });
    const keys = await ctx.database.db
      .selectFrom('devices')
      .select('ingest_key_hash')
      .where('identifier', 'in', ['AA:BB:CC:00:00:01', 'AABBCC000002', 'AABBCC000003'])
      .execute();
    expect(new Set(keys.map((k) => k.ingest_key_hash)).size).toBe(3);
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.ingest_key_hash ?? ''))).toBe(true);
  });

  it('a device without animal and without a settlement belongs to the whole account', async () => {
    const csv = 'deviceMACAddress,deviceType\r\nSUELTO0001,bozal\r\n';
    const response = await upload('sueltos.csv', Buffer.from(csv));
    expect(response.statusCode, response.body).toBe(201);
    const [device] = (await ctx.api.get('/api/v1/devices?q=SUELTO')).json().items;
    expect(device).toMatchObject({ type: 'BOZAL', settlementId: null, animalId: null });
  });
});
