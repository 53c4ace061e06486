import { describe, expect, it, vi } from 'vitest';
import { SheetFileError } from './spreadsheet-file';
import { KmlFileError } from './kml-file';
import { fixtureFile } from '../../test/app';
import { manyPlacemarksKml } from '../../test/large-files';
import { readUpload } from './read-upload';

const sheetOf = (account: string) => ({ account, columns: ['n'], required: ['n'] });

/** Worker threads alive now, and the most ever alive at once: the real Worker, counted. */
const workers = vi.hoisted(() => ({ alive: 0, most: 0, jobs: [] as { reader: string; data: Uint8Array }[] }));
vi.mock('node:worker_threads', async (original) => {
  const threads = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends threads.Worker {
    constructor(...args: ConstructorParameters<typeof threads.Worker>) {
      super(...args);
      workers.jobs.push((args[1]?.workerData as { job: { reader: string; data: Uint8Array } }).job);
      workers.most = Math.max(workers.most, ++workers.alive);
      this.once('exit', () => workers.alive--);
    }
  }
  return { ...threads, Worker: CountedWorker };
});

describe('reading uploads in a worker thread', () => {
  it('answers what the reader read, and refusals as the reader’s own error', async () => {
    const placemarks = await readUpload('kml', fixtureFile('google-earth-estancia.kml'), { account: 'A' });
    expect(placemarks.map((p) => p.kind)).toContain('area');
    await expect(readUpload('kml', new TextEncoder().encode('hola'), { account: 'A' })).rejects.toEqual(
      new KmlFileError('notKml'),
    );
    const columns = { account: 'A', columns: ['a', 'b'], required: ['a'] };
    const sheet = await readUpload('sheet', new TextEncoder().encode('A,b\n1,2\n'), columns);
    expect(sheet).toEqual([{ row: 2, values: { a: '1', b: '2' } }]);
    const refused = readUpload('sheet', new Uint8Array(), columns);
    await expect(refused).rejects.toBeInstanceOf(SheetFileError);
    await expect(refused).rejects.toMatchObject({ key: 'empty' });
  });

  it('a file that needs more memory than a reading may use is refused with 413; the server carries on', async () => {
    const text = `<kml><Document>${'<a/>'.repeat(5_000_000)}</Document></kml>`;
    await expect(readUpload('kml', new TextEncoder().encode(text), { account: 'A' })).rejects.toMatchObject({
      status: 413,
      message: 'the file needs more than 512 MB of memory to read: split it into smaller files',
    });
    // The turn it held is free again.
    expect(await readUpload('sheet', new TextEncoder().encode('n\n1\n'), sheetOf('A'))).toHaveLength(1);
  }, 60_000);

  it('uploads arriving together wait their turn: two readers at most, and all are read', async () => {
    workers.most = 0;
    const files = Array.from({ length: 5 }, (_, i) => new TextEncoder().encode(`n\n${i}\n`));
    const sheets = await Promise.all(files.map((file) => readUpload('sheet', file, sheetOf('A'))));
    expect(sheets.map((rows) => rows[0]!.values.n)).toEqual(['0', '1', '2', '3', '4']);
    expect(workers.most).toBe(2);
    expect(workers.alive).toBe(0);
  });

  it('a reading that outlasts its time is ended: 413 saying the file took too long; the next is read', async () => {
    // No reading, however small, is over within a millisecond of its worker starting.
    const slow = readUpload('sheet', new TextEncoder().encode('n\n1\n'), { ...sheetOf('A'), timeLimitMs: 1 });
    await expect(slow).rejects.toMatchObject({
      status: 413,
      message: 'the file took more than 0.001 s to read: split it into smaller files',
      details: { errors: { file: 'validation.fileTooSlow' } },
    });
    expect(workers.alive).toBe(0);
    expect(await readUpload('sheet', new TextEncoder().encode('n\n2\n'), sheetOf('A'))).toEqual([
      { row: 2, values: { n: '2' } },
    ]);
  });

  it('shares the two readers fairly: an account waiting goes before a second turn of one that reads', async () => {
    workers.jobs = [];
    const big = manyPlacemarksKml(2_000);
    const file = (i: number) => new TextEncoder().encode(`n\n${i}\n`);
    // A sends four large files at once, then B one small file; then A a fifth, C one.
    const reads = [
      ...[1, 2, 3, 4].map(() => readUpload('kml', big, { account: 'A' })),
      readUpload('sheet', file(1), sheetOf('B')),
      readUpload('kml', big, { account: 'A' }),
      readUpload('sheet', file(2), sheetOf('C')),
    ];
    await Promise.all(reads);
    // Two of A's start at once; then B and C before A's third, whatever finishes first.
    // Whose file each worker started on read: A sends maps, B a sheet of 1 and C one of 2.
    const owners = workers.jobs.map(({ reader, data }) =>
      reader === 'kml' ? 'A' : new TextDecoder().decode(data).includes('1') ? 'B' : 'C',
    );
    expect(owners).toEqual(['A', 'A', 'B', 'C', 'A', 'A', 'A']);
  }, 120_000);
});
