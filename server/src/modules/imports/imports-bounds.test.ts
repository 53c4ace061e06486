import { beforeAll, expect, it, vi } from 'vitest';
import { ANIMAL_IMPORT_COLUMNS, IMPORT_LIMITS } from '@tropero/shared/herd';
import { apiAs, createSettlement, uploadFile } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { inlineCell, sheetXlsx } from '../../../test/large-files';
import { HEALTH_LATENCY_MS, whileRunning } from '../../../test/while-running';

/** The header matching, counted where it runs: in this process, the main thread. */
const matching = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../uploads/import-rows', async (original) => {
  const rows = await original<typeof import('../../uploads/import-rows')>();
  return {
    ...rows,
    importRows: (...args: Parameters<typeof rows.importRows>) => {
      matching.calls++;
      return rows.importRows(...args);
    },
  };
});

const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n'));

describeWithApp('imports bounded in cells, cell length and thread on %s', { owner: true }, (ctx) => {
  beforeAll(async () => {
    await createSettlement(ctx, ctx.owner, 'Campo de Prueba');
  });

  const dryRun = (data: Uint8Array, filename = 'rodeo.xlsx') =>
    uploadFile(ctx, ctx.owner, '/api/v1/imports/animals?dryRun=true', filename, data);
  const total = async () =>
    (await apiAs(ctx, ctx.owner).get('/api/v1/animals?pageSize=1')).json().total as number;

  it('refuses a small XLSX with one giant data cell with 413 naming the cell; the server answers meanwhile', async () => {
    const giant = sheetXlsx([
      [inlineCell('A1', 'caravanaNumber'), inlineCell('B1', 'observations')],
      [inlineCell('A2', 'G-1'), inlineCell('B2', 'a'.repeat(8_000_000))],
    ]);
    expect(giant.length).toBeLessThan(60 * 1024);
    const watched = await whileRunning(ctx.app, () => dryRun(giant));
    expect(watched.result.statusCode).toBe(413);
    expect(watched.result.json()).toMatchObject({
      message: 'the cell in row 2, column 2 has more than 1,000 characters',
      errors: { file: 'validation.importCellTooLong' },
      details: { row: 2, column: 2, limit: IMPORT_LIMITS.cellChars },
    });
    expect(watched.healthAnswers).toBeGreaterThan(0);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_LATENCY_MS);
    expect(await total()).toBe(0);
  });

  it('refuses a giant header cell (100 characters at most), in an XLSX or a CSV', async () => {
    const xlsx = sheetXlsx([
      [inlineCell('A1', 'x'.repeat(8_000_000)), inlineCell('B1', 'caravanaNumber')],
      [inlineCell('A2', '1'), inlineCell('B2', 'G-2')],
    ]);
    const text = csv(`caravanaNumber,${'X'.repeat(101)}`, 'G-3,');
    for (const [file, name] of [
      [xlsx, 'rodeo.xlsx'],
      [text, 'rodeo.csv'],
    ] as const) {
      const response = await dryRun(file, name);
      expect(response.statusCode, name).toBe(413);
      expect(response.json(), name).toMatchObject({
        message: `the cell in row 1, column ${name.endsWith('xlsx') ? 1 : 2} has more than 100 characters`,
        errors: { file: 'validation.importCellTooLong' },
      });
    }
    // A column the import does not read is bounded too: blanks are trimmed, and trimming is not free.
    const unread = await dryRun(
      csv('caravanaNumber,nota', `G-5,${' '.repeat(IMPORT_LIMITS.cellChars + 1)}`),
      'a.csv',
    );
    expect(unread.statusCode).toBe(413);
    expect(unread.json().details).toEqual({ row: 2, column: 2, limit: IMPORT_LIMITS.cellChars });
    // At the bound, a data cell is read (and judged by the animal's own rules).
    const atBound = await dryRun(
      csv('caravanaNumber,observations', `G-4,${'o'.repeat(IMPORT_LIMITS.cellChars)}`),
      'a.csv',
    );
    expect(atBound.statusCode).toBe(422);
    expect(atBound.json().details).toEqual([{ row: 2, column: 'observations', error: 'invalidFormat' }]);
  });

  it('refuses a file whose rows reach far to the right (very many cells) before reading it all', async () => {
    // 300 rows reaching Excel's last column (16,384): 4.9 million cells in a few kilobytes.
    const wide = sheetXlsx([
      [inlineCell('A1', 'caravanaNumber'), inlineCell('XFD1', 'nota')],
      ...Array.from({ length: 299 }, (_, i) => [
        inlineCell(`A${i + 2}`, `W-${i}`),
        inlineCell(`XFD${i + 2}`, 'x'),
      ]),
    ]);
    expect(wide.length).toBeLessThan(20 * 1024);
    const response = await dryRun(wide);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: 'the file spans more than 2,000,000 cells: split it, or delete the columns it does not need',
      errors: { file: 'validation.importTooManyCells' },
    });
    // A full herd file, every template column filled, is far inside the bound.
    const full = csv(
      ANIMAL_IMPORT_COLUMNS.join(','),
      ...Array.from({ length: 2_000 }, (_, i) => `F-${i},,,,,,nota,Campo de Prueba,`),
    );
    const herd = await dryRun(full, 'rodeo.csv');
    expect(herd.json()).toEqual({ valid: 2_000 });
  });

  it('matches the header in the upload worker, never on the main thread, and still names missing columns', async () => {
    matching.calls = 0;
    const ok = await dryRun(csv('CaravanaNumber,animalSettlement', 'M-1,Campo de Prueba'), 'a.csv');
    expect(ok.json()).toEqual({ valid: 1 });
    const missing = await dryRun(csv('breed,roundup', 'ANGUS,'), 'a.csv');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { file: 'validation.importHeader' },
      details: { missing: ['caravanaNumber'], repeated: [] },
    });
    expect(matching.calls).toBe(0);
  });
});
