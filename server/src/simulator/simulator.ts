import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { TEN_MINUTES_MS } from '@tropero/shared/constants';
import type { ReadingInput } from '@tropero/shared/telemetry';
import { parseGeometry } from '../db/area-geometry';
import type { Executor } from '../db/executor';
import { centreOf, seeded, step, type SimAnimal } from './herd-model';
import { simulatorRepository } from './simulator.repository';

const BATCH = 500;

/** Hash of a string into a seed, so that each collar behaves the same on every run. */
const seedOf = (text: string) =>
  [...text].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 7);

/** Southern-hemisphere summer afternoons are when heat (high ITH) changes behaviour. */
const isHot = (ts: number, utcOffsetHours: number) => {
  const local = new Date(ts + utcOffsetHours * 3_600_000);
  return (
    [10, 11, 0, 1, 2].includes(local.getUTCMonth()) && local.getUTCHours() >= 11 && local.getUTCHours() < 17
  );
};

/** A random point inside a plot (rejection sampling around its centre). */
function startingPoint(plot: SimAnimal['plot'], random: () => number) {
  const centre = centreOf(plot);
  for (let tries = 0; tries < 50; tries++) {
    const candidate = {
      lat: centre.lat + (random() - 0.5) * 0.01,
      lng: centre.lng + (random() - 0.5) * 0.01,
    };
    if (booleanPointInPolygon([candidate.lng, candidate.lat], plot)) return candidate;
  }
  return centre;
}

/**
 * The herd simulator (issue: telemetry): the collared animals of a settlement graze in their
 * allocated plots with realistic days and report every 10 minutes through `send` — the real
 * ingestion API in the demo, the benchmarks and `npm run simulate`.
 */
export class HerdSimulator {
  private animals: SimAnimal[] = [];
  private drinkers: { lat: number; lng: number }[] = [];
  private utcOffsetHours = -3;
  private readonly random: () => number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Executor,
    private readonly settlementId: string,
    private readonly send: (readings: ReadingInput[]) => Promise<void>,
    seed = 1,
  ) {
    this.random = seeded(seed);
  }

  /** Loads the herd; one collar goes silent a day before `silentFrom` (there is always one). */
  async load(silentFrom = Date.now()): Promise<number> {
    const settlement = await simulatorRepository.settlement(this.db, this.settlementId);
    this.utcOffsetHours = (settlement?.utc_offset_minutes ?? -180) / 60;
    this.drinkers = await simulatorRepository.drinkers(this.db, this.settlementId);
    const herd = await simulatorRepository.herd(this.db, this.settlementId);
    this.animals = herd.map((row, index) => {
      const random = seeded(seedOf(row.identifier));
      const plot = parseGeometry(row.geometry);
      return {
        identifier: row.identifier,
        plot,
        position:
          row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : startingPoint(plot, random),
        battery: row.battery ?? 60 + random() * 40,
        silentAfter: index === herd.length - 1 ? silentFrom - 86_400_000 : null,
        breaksFences: index % 40 === 7,
        target: null,
      };
    });
    await simulatorRepository.markSimulated(
      this.db,
      this.animals.map((a) => a.identifier),
    );
    return this.animals.length;
  }

  /** Every fix of every animal from `from` to `to`, sent in batches of 500. */
  async run(from: number, to: number, stepMs = TEN_MINUTES_MS): Promise<number> {
    let batch: ReadingInput[] = [];
    let sent = 0;
    const start = Math.ceil(from / stepMs) * stepMs;
    for (let ts = start; ts <= to; ts += stepMs) {
      const context = {
        drinkers: this.drinkers,
        utcOffsetHours: this.utcOffsetHours,
        hot: isHot(ts, this.utcOffsetHours),
      };
      for (const animal of this.animals) {
        const reading = step(animal, ts, stepMs / 1000, context, this.random);
        if (reading) batch.push(reading);
        if (batch.length >= BATCH) {
          await this.send(batch);
          sent += batch.length;
          batch = [];
        }
      }
    }
    if (batch.length > 0) await this.send(batch);
    return sent + batch.length;
  }

  /** Keeps reporting live: every interval, the fixes since the last run. */
  live(intervalMs = TEN_MINUTES_MS, onError: (error: unknown) => void = () => {}): void {
    let last = Date.now();
    this.timer = setInterval(() => {
      const now = Date.now();
      this.run(last, now, intervalMs).catch(onError);
      last = now;
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
