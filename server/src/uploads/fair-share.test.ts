import { beforeAll, expect, it, vi } from 'vitest';
import { createSettlement, createUser, uploadFile, type TestUser } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { manyPlacemarksKml } from '../../test/large-files';
import { uploadsWaiting } from './read-upload';

/** What each upload worker was started to read, in order, and how many are alive: the real Worker. */
const workers = vi.hoisted(() => ({ alive: 0, readers: [] as string[] }));
vi.mock('node:worker_threads', async (original) => {
  const threads = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends threads.Worker {
    constructor(...args: ConstructorParameters<typeof threads.Worker>) {
      super(...args);
      workers.readers.push((args[1]?.workerData as { job: { reader: string } }).job.reader);
      workers.alive++;
      this.once('exit', () => workers.alive--);
    }
  }
  return { ...threads, Worker: CountedWorker };
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describeWithApp('upload readers shared fairly between accounts on %s', {}, (ctx) => {
  let big: TestUser;
  let small: TestUser;
  let bigFarm: string;

  beforeAll(async () => {
    big = await createUser(ctx);
    small = await createUser(ctx);
    bigFarm = await createSettlement(ctx, big, 'Estancia Grande');
    await createSettlement(ctx, small, 'Campo Chico');
  });

  it('one account’s large uploads queued behind its two readings do not keep another account’s small import waiting', async () => {
    workers.readers = [];
    const maps = [0, 1, 2, 3].map((i) =>
      uploadFile(
        ctx,
        big,
        `/api/v1/settlements/${bigFarm}/plots/import`,
        'campo.kml',
        // Apart, so that the four files' plots do not share names or places.
        manyPlacemarksKml(3_000 + i),
      ),
    );
    // Two of the large account's files read, two wait.
    await until(() => workers.alive === 2 && uploadsWaiting() === 2);
    const sheet = uploadFile(
      ctx,
      small,
      '/api/v1/imports/animals?dryRun=true',
      'rodeo.csv',
      Buffer.from('caravanaNumber,animalSettlement\r\nC-1,Campo Chico'),
    );
    const answers = await Promise.all([...maps, sheet]);
    // The first reader freed went to the small account, ahead of the two maps waiting before it.
    expect(workers.readers).toEqual(['kml', 'kml', 'sheet', 'kml', 'kml']);
    expect(answers.at(-1)!.json()).toEqual({ valid: 1 });
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
  }, 120_000);
});
