import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_ERRORS } from '@tropero/shared/herd';
import { createSettlement, uploadFile, fixtureFile, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

const fixture = (name: string) => fixtureFile(`imports/${name}`);

describeWithApp('animal import on %s', { owner: true }, (ctx) => {
  let campo: string;
  let esperanza: string;
  const roundups: Record<string, string> = {};

  beforeAll(async () => {
    campo = await createSettlement(ctx, ctx.owner, 'Campo de Prueba');
    esperanza = await createSettlement(ctx, ctx.owner, 'La Esperanza');
    for (const [name, settlementId] of [
      ['Rodeo Norte', campo],
      ['Rodeo Sur', esperanza],
    ] as const) {
      roundups[name] = (await ctx.api.post('/api/v1/roundups', { name, settlementId })).json()._id;
    }
    await ctx.api.post('/api/v1/animals', { settlementId: campo, caravana: 'EXIST-1', senasa: 'SEN0001' });
  });

  const upload = (
    filename: string,
    data: Uint8Array,
    query = '',
    user: Pick<TestUser, 'token'> = ctx.owner,
  ) => uploadFile(ctx, user, `/api/v1/imports/animals${query}`, filename, data);
  const animals = async (query = '') =>
    (await ctx.api.get(`/api/v1/animals?pageSize=500${query}`)).json() as {
      items: Record<string, unknown>[];
      total: number;
    };
  const byCaravana = async () =>
    Object.fromEntries((await animals()).items.map((a) => [a.caravana as string, a]));

  it('imports a semicolon CSV with columns in any order and case, options in any case and both date forms', async () => {
    const response = await upload('animales.csv', fixture('animales-validos.csv'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 4 });
    const stored = await byCaravana();
    expect(stored['AB-001']).toMatchObject({
      senasa: 'AR00001',
      breed: 'ABERDEEN ANGUS',
      type: 'VACA',
      subtype: 'CRÍA',
      birthDay: '2021-03-04',
      observations: 'Mansa',
      settlementId: campo,
      roundupId: roundups['Rodeo Norte'],
      roundupName: 'Rodeo Norte',
    });
    expect(stored['AB-002']).toMatchObject({
      type: 'VACA',
      subtype: null,
      birthDay: '2020-06-05',
      roundupId: null,
      roundupName: 'SIN RODEO',
    });
    expect(stored['AB-003']).toMatchObject({
      type: 'VAQUILLONA',
      subtype: 'RECRÍA',
      settlementId: esperanza,
      observations: 'Ojo izquierdo (nube), tranquila.',
    });
    expect(stored['AB-004']).toMatchObject({ birthDay: '2019-02-01', roundupName: 'Rodeo Sur' });
    const history = await ctx.api.get(`/api/v1/animals/${stored['AB-001']!._id}/roundups`);
    expect(history.json()).toEqual([expect.objectContaining({ roundupName: 'Rodeo Norte', to: null })]);
  });

  it('imports an XLSX with date cells, numbers, rich text and a blank row, reading only the first sheet', async () => {
    const response = await upload('animales.xlsx', fixture('animales-validos.xlsx'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 3 });
    const stored = await byCaravana();
    expect(stored['X-001']).toMatchObject({
      breed: 'BRAFORD',
      type: 'TERNERA',
      subtype: 'RECRÍA',
      birthDay: '2024-07-09',
      roundupName: 'Rodeo Norte',
    });
    expect(stored['1002']).toMatchObject({
      type: 'NOVILLO',
      birthDay: '2024-01-01',
      observations: 'Marca fuego',
      settlementId: esperanza,
      roundupName: 'Rodeo Sur',
    });
    expect(stored['X-004']).toMatchObject({ type: 'VACA', subtype: null, roundupName: 'SIN RODEO' });
  });

  it('reads a CSV saved by Excel on Windows (Windows-1252)', async () => {
    const response = await upload('windows.csv', fixture('animales-excel-windows.csv'));
    expect(response.statusCode, response.body).toBe(201);
    const stored = await byCaravana();
    expect(stored['W-1']).toMatchObject({ subtype: 'CRÍA', observations: 'Añoja, pelaje colorado' });
    expect(stored['W-2']).toMatchObject({ subtype: 'PREÑADA' });
  });

  it('names every bad cell with its spreadsheet row and imports nothing', async () => {
    const before = await animals();
    const response = await upload('errores.csv', fixture('animales-con-errores.csv'));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('the file has 15 errors; nothing was imported');
    // Row 2 is right: only the rows that repeat its caravana are wrong.
    expect(body.details).toEqual([
      { row: 3, column: 'caravanaNumber', error: 'missingFields' },
      { row: 4, column: 'caravanaNumber', error: 'duplicatedCaravana' },
      { row: 5, column: 'caravanaNumber', error: 'duplicatedCaravana' },
      { row: 6, column: 'animalSenasa', error: 'duplicatedSenasa' },
      { row: 7, column: 'animalSenasa', error: 'invalidFormat' },
      { row: 8, column: 'breed', error: 'unknownEnumeration' },
      { row: 9, column: 'animalType', error: 'unknownEnumeration' },
      { row: 10, column: 'animalSubtype', error: 'unknownEnumeration' },
      { row: 11, column: 'birthDay', error: 'invalidFormat' },
      { row: 12, column: 'observations', error: 'invalidFormat' },
      { row: 13, column: 'animalSettlement', error: 'unknownEnumeration' },
      { row: 14, column: 'roundup', error: 'roundupNotFound' },
      { row: 15, column: 'animalSettlement', error: 'missingFields' },
      { row: 17, column: 'animalSenasa', error: 'duplicatedSenasa' },
      { row: 18, column: 'caravanaNumber', error: 'invalidFormat' },
    ]);
    expect(body.errors['rows.3.caravanaNumber']).toBe('imports.errors.missingFields');
    expect(body.errors['rows.14.roundup']).toBe('imports.errors.roundupNotFound');
    const deviceKeys = [
      'duplicatedMac',
      'animalNotFound',
      'macRegex',
      'macInUse',
      'identifierUnavailable',
      'firmwareRegex',
      'animalHasDevice',
    ];
    const animalKeys = IMPORT_ERRORS.filter(
      (key) => !deviceKeys.includes(key) && key !== 'fixedPointWithAnimals',
    );
    for (const key of animalKeys) expect(body.details.map((d: { error: string }) => d.error)).toContain(key);
    expect((await animals()).total).toBe(before.total);
  });

  it('a dry run checks the file and stores nothing', async () => {
    const before = (await animals()).total;
    const renamed = fixture('animales-validos.csv')
      .toString('utf8')
      .replace(/ab-/gi, 'DRY-')
      .replace(/ar0000/gi, 'DR0000');
    const valid = await upload('animales.csv', Buffer.from(renamed, 'utf8'), '?dryRun=true');
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toEqual({ valid: 4 });
    const invalid = await upload('errores.csv', fixture('animales-con-errores.csv'), '?dryRun=true');
    expect(invalid.statusCode).toBe(422);
    expect((await animals()).total).toBe(before);
  });

  it('imports a 10,000-row XLSX completely', async () => {
    const grande = await createSettlement(ctx, ctx.owner, 'Campo Grande');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Animales');
    sheet.addRow([
      'caravanaNumber',
      'animalSenasa',
      'breed',
      'animalType',
      'birthDay',
      'animalSettlement',
      'roundup',
    ]);
    for (let i = 0; i < 10_000; i++) {
      sheet.addRow([
        `G-${String(i).padStart(5, '0')}`,
        `GS${i}`,
        i % 2 ? 'HEREFORD' : 'ABERDEEN ANGUS',
        i % 3 ? 'VACA' : 'VAQUILLONA',
        new Date(Date.UTC(2020, 0, 1 + (i % 900))),
        'Campo Grande',
        'SIN RODEO',
      ]);
    }
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('grande.xlsx', data);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 10_000 });
    expect((await animals(`&settlementId=${grande}`)).total).toBe(10_000);
    expect((await animals(`&settlementId=${grande}&type=VAQUILLONA`)).total).toBe(3334);
  });
});
