import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';
import {
  apiAs,
  call,
  createSettlement,
  createUser,
  uploadFile,
  squareGeometry,
  type TestUser,
} from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const SPANISH_HEADERS = [
  'Caravana',
  'SENASA',
  'Caravana electrónica',
  'Categoría',
  'Subcategoría',
  'Raza',
  'Sexo',
  'Fecha de nacimiento',
  'Peso (kg)',
  'Observaciones',
  'Establecimiento',
  'Rodeo',
  'Potrero',
];

/** A downloaded CSV as rows of cells, BOM checked and removed. */
function csvRows(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

async function xlsxRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(payload).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describeWithApp('exports on %s', { owner: true }, (ctx) => {
  let campo: string;
  let esperanza: string;
  let norte: string;
  let plotId: string;

  beforeAll(async () => {
    campo = await createSettlement(ctx, ctx.owner, 'Campo de Prueba');
    esperanza = await createSettlement(ctx, ctx.owner, 'La Esperanza');
    norte = (await ctx.api.post('/api/v1/roundups', { name: 'Rodeo Norte', settlementId: campo })).json()._id;
    const animals = [
      'caravanaNumber,animalSenasa,breed,animalType,birthDay,observations,animalSettlement,roundup',
      'A-001,SA001,HEREFORD,TORO,2020-01-02,Manso,Campo de Prueba,Rodeo Norte',
      'A-002,,,VACA,,,Campo de Prueba,',
      'A-003,,BRANGUS,VAQUILLONA,15/08/2022,,La Esperanza,',
      'B-001,,,VACA,,=1+1,La Esperanza,',
    ].join('\r\n');
    const imported = await uploadFile(
      ctx,
      ctx.owner,
      '/api/v1/imports/animals',
      'animales.csv',
      Buffer.from(animals),
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const devices = [
      'deviceType,deviceMACAddress,deviceFirmwareVersion,deviceAnimalID',
      'COLLAR,AA0001,1.2,A-001',
      'PUNTO FIJO,FF0001,,',
    ];
    await uploadFile(
      ctx,
      ctx.owner,
      `/api/v1/imports/devices?settlementId=${campo}`,
      'dispositivos.csv',
      Buffer.from(devices.join('\r\n')),
    );
    plotId = (
      await ctx.api.post(`/api/v1/settlements/${campo}/plots`, {
        name: 'Potrero Uno',
        geometry: squareGeometry(),
      })
    ).json()._id;
    const a002 = (await ctx.api.get('/api/v1/animals?q=A-002')).json().items[0]._id;
    await ctx.api.post('/api/v1/allocations', { plotId, from: '2026-01-01', animalIds: [a002] });
  });

  const download = (url: string, user: Pick<TestUser, 'token'> = ctx.owner) =>
    call(ctx.app, 'GET', url, { token: user.token });

  it('exports every animal as CSV with Spanish headers, yyyy-mm-dd dates and names instead of ids', async () => {
    const response = await download('/api/v1/exports/animals?format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="animales-${today()}.csv"`);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(SPANISH_HEADERS);
    expect(rows).toEqual([
      [
        'A-001',
        'SA001',
        '',
        'TORO',
        '',
        'HEREFORD',
        '',
        '2020-01-02',
        '',
        'Manso',
        'Campo de Prueba',
        'Rodeo Norte',
        '',
      ],
      ['A-002', '', '', 'VACA', '', '', '', '', '', '', 'Campo de Prueba', 'SIN RODEO', 'Potrero Uno'],
      [
        'A-003',
        '',
        '',
        'VAQUILLONA',
        '',
        'BRANGUS',
        '',
        '2022-08-15',
        '',
        '',
        'La Esperanza',
        'SIN RODEO',
        '',
      ],
      // A cell a spreadsheet would run as a formula is escaped.
      ['B-001', '', '', 'VACA', '', '', '', '', '', "'=1+1", 'La Esperanza', 'SIN RODEO', ''],
    ]);
  });

  it('honours the filters and the order of the animal list', async () => {
    const queries = [
      `settlementId=${campo}`,
      `settlementId=${esperanza}&type=VACA`,
      `roundupId=${norte}`,
      'roundupId=none',
      `plotId=${plotId}`,
      'q=a-00',
      'sort=-caravana',
      'sort=birthDay',
    ];
    for (const query of queries) {
      const listed = (await ctx.api.get(`/api/v1/animals?pageSize=500&${query}`))
        .json()
        .items.map((a: { caravana: string }) => a.caravana);
      const exported = csvRows((await download(`/api/v1/exports/animals?format=csv&${query}`)).body)
        .slice(1)
        .map((row) => row[0]);
      expect(exported, query).toEqual(listed);
    }
    expect(
      csvRows((await download(`/api/v1/exports/animals?format=csv&settlementId=${esperanza}&type=VACA`)).body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['B-001']);
  });

  it('exports XLSX in the user’s language, with real date cells', async () => {
    expect(
      (await ctx.api.put(`/api/v1/users/language/${ctx.owner.id}`, { language: 'en_US' })).statusCode,
    ).toBe(200);
    const response = await download(`/api/v1/exports/animals?format=xlsx&settlementId=${campo}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(`attachment; filename="animals-${today()}.xlsx"`);
    const [header, first, second] = await xlsxRows(response.rawPayload);
    expect(header).toEqual([
      'Ear tag',
      'SENASA',
      'Electronic ID',
      'Type',
      'Subtype',
      'Breed',
      'Sex',
      'Birth date',
      'Weight (kg)',
      'Notes',
      'Settlement',
      'Roundup',
      'Plot',
    ]);
    expect(first).toEqual(
      expect.arrayContaining(['A-001', 'SA001', 'TORO', new Date(Date.UTC(2020, 0, 2)), 'Rodeo Norte']),
    );
    expect(second).toEqual(expect.arrayContaining(['A-002', 'Campo de Prueba', 'SIN RODEO', 'Potrero Uno']));

    await ctx.api.put(`/api/v1/users/language/${ctx.owner.id}`, { language: 'pt_BR' });
    const devices = await download('/api/v1/exports/devices?format=csv&type=COLLAR');
    expect(devices.headers['content-disposition']).toBe(`attachment; filename="dispositivos-${today()}.csv"`);
    const [deviceHeader, ...deviceRows] = csvRows(devices.body);
    expect(deviceHeader).toEqual([
      'Identificador',
      'Tipo de identificador',
      'Tipo',
      'Firmware',
      'Tecnologia',
      'Sinais',
      'Estabelecimento',
      'Brinco do animal',
      'Último sinal',
      'Bateria (%)',
    ]);
    expect(deviceRows).toEqual([
      ['AA0001', 'MAC', 'COLLAR', '1.2', '', '', 'Campo de Prueba', 'A-001', '', ''],
    ]);
    const allDevices = csvRows((await download('/api/v1/exports/devices?format=csv&sort=-identifier')).body);
    expect(allDevices.slice(1).map((row) => row[0])).toEqual(['FF0001', 'AA0001']);
    await ctx.api.put(`/api/v1/users/language/${ctx.owner.id}`, { language: 'es_AR' });
  });

  it('reads large herds in chunks: every row once, in order, in both formats', async () => {
    const grande = await createSettlement(ctx, ctx.owner, 'Campo Grande');
    const lines = ['caravanaNumber,animalSettlement'];
    for (let i = 0; i < 5001; i++) lines.push(`G-${String(i).padStart(5, '0')},Campo Grande`);
    const imported = await uploadFile(
      ctx,
      ctx.owner,
      '/api/v1/imports/animals',
      'grande.csv',
      Buffer.from(lines.join('\r\n')),
    );
    expect(imported.statusCode).toBe(201);
    const expected = lines.slice(1).map((line) => line.split(',')[0]);
    const csv = csvRows((await download(`/api/v1/exports/animals?format=csv&settlementId=${grande}`)).body);
    expect(csv.slice(1).map((row) => row[0])).toEqual(expected);
    const xlsx = await xlsxRows(
      (await download(`/api/v1/exports/animals?settlementId=${grande}`)).rawPayload,
    );
    expect(xlsx.slice(1).map((row) => row[0])).toEqual(expected);
  });

  it('an invited viewer exports only the settlement shared with him; another account gets 404', async () => {
    const viewer = await createUser(ctx, { tags: [] });
    await ctx.api.get(`/api/v1/users/invite/${esperanza}/${viewer.email}/invite`);
    await apiAs(ctx, viewer).put(`/api/v1/users/addinvite/${esperanza}/${ctx.owner.id}`, {});
    const scope = `userAccountId=${ctx.owner.accountId}`;
    const seen = await download(`/api/v1/exports/animals?format=csv&${scope}`, viewer);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(
      csvRows(seen.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['A-003', 'B-001']);
    expect(
      (await download(`/api/v1/exports/animals?format=csv&${scope}&settlementId=${campo}`, viewer))
        .statusCode,
    ).toBe(404);

    const stranger = await createUser(ctx);
    for (const url of [
      `/api/v1/exports/animals?${scope}`,
      `/api/v1/exports/devices?${scope}`,
      `/api/v1/exports/animals?settlementId=${campo}`,
      `/api/v1/exports/devices?settlementId=${campo}`,
    ]) {
      expect((await download(url, stranger)).statusCode, url).toBe(404);
    }
    const own = await download('/api/v1/exports/animals?format=csv', stranger);
    expect(csvRows(own.body)).toHaveLength(1);
  });
});
