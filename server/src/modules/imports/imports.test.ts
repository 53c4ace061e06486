import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { ANIMAL_IMPORT_COLUMNS, DEVICE_IMPORT_COLUMNS } from '@tropero/shared/herd';
import { accountsRepository } from '../accounts/accounts.repository';
import { apiAs, call, createSettlement, createUser, uploadFile, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { zipBomb } from '../../../test/large-files';
import { HEALTH_LATENCY_MS, MEMORY_GROWTH_MB, whileRunning } from '../../../test/while-running';

const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n'));

describeWithApp('imports: files, limits, templates, roles and isolation on %s', { owner: true }, (ctx) => {
  let campo: string;

  beforeAll(async () => {
    campo = await createSettlement(ctx, ctx.owner, 'Campo de Prueba');
    await createSettlement(ctx, ctx.owner, 'La Esperanza');
  });

  const upload = (
    kind: 'animals' | 'devices',
    data: Uint8Array,
    { user = ctx.owner as Pick<TestUser, 'token'>, query = '', filename = 'archivo.csv' } = {},
  ) => uploadFile(ctx, user, `/api/v1/imports/${kind}${query}`, filename, data);
  const total = async (user: Pick<TestUser, 'token'> = ctx.owner, query = '') =>
    (await apiAs(ctx, user).get(`/api/v1/animals?pageSize=1${query}`)).json().total as number;

  it('refuses files that are empty, not spreadsheets, without the header or without rows, with clear messages', async () => {
    const cases: [Uint8Array, string, string][] = [
      [new Uint8Array(), 'the file is empty', 'validation.importEmpty'],
      [csv('', '', ''), 'the file is empty', 'validation.importEmpty'],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]),
        'Excel 97-2003 (.xls) files are not supported: save the file as .xlsx or .csv',
        'validation.importFormat',
      ],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]),
        'the file is not a CSV or XLSX spreadsheet',
        'validation.importFormat',
      ],
      [
        Buffer.from('PK\x03\x04 not really a zip'),
        'the file is not a CSV or XLSX spreadsheet',
        'validation.importFormat',
      ],
      [
        csv(ANIMAL_IMPORT_COLUMNS.join(',')),
        'the file has no rows below the header',
        'validation.importEmpty',
      ],
    ];
    for (const [data, message, key] of cases) {
      const response = await upload('animals', data);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { file: key } });
    }
    const noHeader = await upload('animals', csv('AB-1,HEREFORD,VACA', 'AB-2,HEREFORD,VACA'));
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe(
      `the first row must be the header with the columns ${ANIMAL_IMPORT_COLUMNS.join(', ')} (missing caravanaNumber)`,
    );
    expect(noHeader.json().errors).toEqual({ file: 'validation.importHeader' });
    const deviceHeader = await upload(
      'devices',
      csv('deviceType,devicemacaddress,deviceType', 'COLLAR,AB12,COLLAR'),
    );
    expect(deviceHeader.json()).toMatchObject({
      errors: { file: 'validation.importHeader' },
      details: { missing: [], repeated: ['deviceType'], columns: [...DEVICE_IMPORT_COLUMNS] },
    });
  });

  it('takes 50,000 rows, refuses 50,001 and files over 20 MB, naming the limit', async () => {
    const rows = (n: number) => [
      'caravanaNumber,animalSettlement',
      ...Array.from({ length: n }, (_, i) => `L-${i},Campo de Prueba`),
    ];
    const atLimit = await upload('animals', csv(...rows(50_000)), { query: '?dryRun=true' });
    expect(atLimit.statusCode, atLimit.body.slice(0, 500)).toBe(200);
    expect(atLimit.json()).toEqual({ valid: 50_000 });

    const over = await upload('animals', csv(...rows(50_001)));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      message: 'the file has more than 50,000 rows: split it into files of at most 50,000 rows',
      errors: { file: 'validation.importTooManyRows' },
    });

    const huge = await upload('animals', Buffer.alloc(21 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('the file is larger than 20 MB');
    expect(await total()).toBe(0);
  });

  it('refuses a 1 GB XLSX bomb with 413 at once: memory stays put and other requests are answered meanwhile', async () => {
    const bomb = zipBomb(
      'xl/worksheets/sheet1.xml',
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
      1024,
    );
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const watched = await whileRunning(ctx.app, () => upload('animals', bomb, { filename: 'bomba.xlsx' }));
    expect(watched.result.statusCode).toBe(413);
    expect(watched.result.json()).toMatchObject({
      message: 'the XLSX file inflates too much',
      errors: { file: 'validation.fileTooLarge' },
    });
    expect(watched.rssGrowthMb).toBeLessThan(MEMORY_GROWTH_MB);
    expect(watched.healthAnswers).toBeGreaterThan(0);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_LATENCY_MS);
    expect(await total()).toBe(0);
  });

  it('serves both templates as CSV and XLSX; filled in unchanged, they import', async () => {
    const animalsCsv = await call(ctx.app, 'GET', '/api/v1/imports/animals/template?format=csv', {
      token: ctx.owner.token,
    });
    expect(animalsCsv.statusCode).toBe(200);
    expect(animalsCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(animalsCsv.headers['content-disposition']).toBe('attachment; filename="plantilla-animales.csv"');
    const lines = animalsCsv.body.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${ANIMAL_IMPORT_COLUMNS.join(',')}`);
    expect(lines[1]).toBe(
      'AR-000123,AB1234567890,ABERDEEN ANGUS,VACA,CRÍA,2023-09-15,Ejemplo: reemplazar por sus animales,La Esperanza,SIN RODEO',
    );

    const animalsXlsx = await call(ctx.app, 'GET', '/api/v1/imports/animals/template?format=xlsx', {
      token: ctx.owner.token,
    });
    expect(animalsXlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(animalsXlsx.headers['content-disposition']).toBe('attachment; filename="plantilla-animales.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(animalsXlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...ANIMAL_IMPORT_COLUMNS]);
    expect(sheet.getCell('F2').value).toEqual(new Date(Date.UTC(2023, 8, 15)));
    expect(sheet.getCell('C3').dataValidation).toMatchObject({ type: 'list' });

    const imported = await upload('animals', animalsXlsx.rawPayload, { filename: 'plantilla-animales.xlsx' });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ imported: 1 });

    const devicesCsv = await call(ctx.app, 'GET', '/api/v1/imports/devices/template?format=csv', {
      token: ctx.owner.token,
    });
    expect(devicesCsv.headers['content-disposition']).toBe(
      'attachment; filename="plantilla-dispositivos.csv"',
    );
    expect(devicesCsv.body.split('\r\n')[0]).toBe(`\uFEFF${DEVICE_IMPORT_COLUMNS.join(',')}`);
    const devicesXlsx = await call(ctx.app, 'GET', '/api/v1/imports/devices/template', {
      token: ctx.owner.token,
    });
    expect(devicesXlsx.headers['content-disposition']).toBe(
      'attachment; filename="plantilla-dispositivos.xlsx"',
    );
    const onAnimal = await upload('devices', devicesXlsx.rawPayload, { filename: 'plantilla.xlsx' });
    expect(onAnimal.statusCode, onAnimal.body).toBe(201);
    const [device] = (await apiAs(ctx, ctx.owner).get('/api/v1/devices')).json().items;
    expect(device).toMatchObject({ identifier: 'A1B2C3D4E5F6', animalCaravana: 'AR-000123' });

    const anonymous = await call(ctx.app, 'GET', '/api/v1/imports/animals/template');
    expect(anonymous.statusCode).toBe(401);
  });

  it('an invited viewer cannot import, as a shared-settlement guest or as an account member', async () => {
    const guest = await createUser(ctx, { tags: [] });
    await apiAs(ctx, ctx.owner).get(`/api/v1/users/invite/${campo}/${guest.email}/invite`);
    await apiAs(ctx, guest).put(`/api/v1/users/addinvite/${campo}/${ctx.owner.id}`, {});
    const member = await createUser(ctx, { tags: [] });
    await accountsRepository.upsertMember(ctx.database.db, {
      accountId: ctx.owner.accountId,
      userId: member.id,
      role: 'invite',
      active: true,
    });
    const query = `?userAccountId=${ctx.owner.accountId}`;
    const file = csv('caravanaNumber,animalSettlement', 'V-1,Campo de Prueba');
    for (const user of [guest, member]) {
      expect((await upload('animals', file, { user, query })).statusCode).toBe(403);
      expect((await upload('animals', file, { user, query: `${query}&dryRun=true` })).statusCode).toBe(403);
      expect(
        (await upload('devices', csv('deviceType,deviceMACAddress', 'COLLAR,V0001'), { user, query }))
          .statusCode,
      ).toBe(403);
    }
    expect(await total(ctx.owner, '&q=V-1')).toBe(0);
  });

  it('a guest admin of one settlement imports into it only; other settlements of the account do not resolve', async () => {
    const guest = await createUser(ctx, { tags: [] });
    await apiAs(ctx, ctx.owner).get(`/api/v1/users/invite/${campo}/${guest.email}/admin`);
    await apiAs(ctx, guest).put(`/api/v1/users/addinvite/${campo}/${ctx.owner.id}`, {});
    const query = `?userAccountId=${ctx.owner.accountId}`;
    const elsewhere = await upload('animals', csv('caravanaNumber,animalSettlement', 'G-1,La Esperanza'), {
      user: guest,
      query,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().details).toEqual([
      { row: 2, column: 'animalSettlement', error: 'unknownEnumeration' },
    ]);
    // He sees one settlement only: an empty settlement cell means that one.
    const here = await upload(
      'animals',
      csv('caravanaNumber,animalSettlement', 'G-1,', 'G-2,campo de prueba'),
      {
        user: guest,
        query,
      },
    );
    expect(here.statusCode, here.body).toBe(201);
    expect(await total(ctx.owner, `&settlementId=${campo}&q=G-`)).toBe(2);
    // Devices without an animal would belong to the whole account, which he cannot edit.
    const loose = await upload('devices', csv('deviceType,deviceMACAddress', 'COLLAR,G0001'), {
      user: guest,
      query,
    });
    expect(loose.statusCode).toBe(403);
    const placed = await upload('devices', csv('deviceType,deviceMACAddress', 'COLLAR,G0001'), {
      user: guest,
      query: `${query}&settlementId=${campo}`,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('another account cannot import into this one, and this one’s settlement names do not resolve for it', async () => {
    const stranger = await createUser(ctx);
    await createSettlement(ctx, stranger, 'Mi Campo');
    const file = csv('caravanaNumber,animalSettlement,roundup', 'S-1,Campo de Prueba,');
    const foreign = await upload('animals', file, {
      user: stranger,
      query: `?userAccountId=${ctx.owner.accountId}`,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await upload('animals', file, { user: stranger });
    expect(own.statusCode).toBe(422);
    expect(own.json().details).toEqual([{ row: 2, column: 'animalSettlement', error: 'unknownEnumeration' }]);
    const intoSettlement = await upload('devices', csv('deviceType,deviceMACAddress', 'COLLAR,S0001'), {
      user: stranger,
      query: `?settlementId=${campo}`,
    });
    expect(intoSettlement.statusCode).toBe(404);
    const onAnimal = await upload(
      'devices',
      csv('deviceType,deviceMACAddress,deviceAnimalID', 'COLLAR,S0002,AR-000123'),
      {
        user: stranger,
      },
    );
    expect(onAnimal.json().details).toEqual([{ row: 2, column: 'deviceAnimalID', error: 'animalNotFound' }]);
    expect(await total(ctx.owner, '&q=S-1')).toBe(0);
  });
});
