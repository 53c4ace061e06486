import { describe, expect, it, vi } from 'vitest';
import { SheetFileError } from '../modules/imports/spreadsheet-file';
import { KmlFileError } from '../modules/plots/kml-file';
import { fixtureFile } from '../../test/app';
import { readUpload } from './read-upload';

/** Worker threads alive now, and the most ever alive at once: the real Worker, counted. */
const workers = vi.hoisted(() => ({ alive: 0, most: 0 }));
vi.mock('node:worker_threads', async (original) => {
  const threads = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends threads.Worker {
    constructor(...args: ConstructorParameters<typeof threads.Worker>) {
      super(...args);
      workers.most = Math.max(workers.most, ++workers.alive);
      this.once('exit', () => workers.alive--);
    }
  }
  return { ...threads, Worker: CountedWorker };
});

describe('reading uploads in a worker thread', () => {
  it('answers what the reader read, and refusals as the reader’s own error', async () => {
    const placemarks = await readUpload('kml', fixtureFile('google-earth-estancia.kml'));
    expect(placemarks.map((p) => p.kind)).toContain('area');
    await expect(readUpload('kml', new TextEncoder().encode('hola'))).rejects.toEqual(
      new KmlFileError('notKml'),
    );
    const sheet = await readUpload('sheet', new TextEncoder().encode('a,b\n1,2\n'));
    expect(sheet).toMatchObject({ format: 'csv', header: ['a', 'b'], rows: [{ row: 2, cells: ['1', '2'] }] });
    const refused = readUpload('sheet', new Uint8Array());
    await expect(refused).rejects.toBeInstanceOf(SheetFileError);
    await expect(refused).rejects.toMatchObject({ key: 'empty' });
  });

  it('a file that needs more memory than a reading may use is refused with 413; the server carries on', async () => {
    const text = `<kml><Document>${'<a/>'.repeat(5_000_000)}</Document></kml>`;
    await expect(readUpload('kml', new TextEncoder().encode(text))).rejects.toMatchObject({
      status: 413,
      message: 'the file needs more than 512 MB of memory to read: split it into smaller files',
    });
    // The turn it held is free again.
    expect(await readUpload('sheet', new TextEncoder().encode('a,b\n1,2\n'))).toMatchObject({
      format: 'csv',
    });
  }, 60_000);

  it('uploads arriving together wait their turn: two readers at most, and all are read', async () => {
    workers.most = 0;
    const files = Array.from({ length: 5 }, (_, i) => new TextEncoder().encode(`n\n${i}\n`));
    const sheets = await Promise.all(files.map((file) => readUpload('sheet', file)));
    expect(sheets.map((sheet) => sheet.rows[0]!.cells)).toEqual([['0'], ['1'], ['2'], ['3'], ['4']]);
    expect(workers.most).toBe(2);
    expect(workers.alive).toBe(0);
  });
});
