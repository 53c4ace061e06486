import type { Database } from '../../db/connection';
import { inBatches } from '../../db/in-slices';
import { writeTransaction } from '../../db/write-transaction';
import type { WeatherPoint, WeatherProvider } from '../../providers/weather/weather-provider';
import type { JobLog } from '../../jobs/job-runner';
import { DAY_MS } from '@tropero/shared/constants';
import { localDay } from '@tropero/shared/local-day';
import { weatherRepository, type LocationKey, type LocationRow } from './weather.repository';

/*
 * What brings weather in: the hourly refresh of every location (several per call), the archive
 * backfill of new ones, and the on-demand refresh of a location a user asks for before the job has
 * reached it — one upstream call per location however many ask at once.
 */

/** The forecast call brings the last days too: the archive is about 5 days behind. */
const PAST_DAYS = 7;
/** Today and the 7 days a forecast shows. */
const FORECAST_DAYS = 8;
/** The archive covers the year before the forecast's past days. */
export const BACKFILL_DAYS = 365 - PAST_DAYS;
/** Days per archive call. */
const BACKFILL_CHUNK_DAYS = 92;

/** A settlement's location key: its point rounded to 0.01° (about 1 km) and its offset. */
export const locationKey = (lat: number, lng: number, utcOffsetMinutes: number): LocationKey => ({
  latE2: Math.round(lat * 100),
  lngE2: Math.round(lng * 100),
  utcOffsetMinutes,
});

const pointOf = (location: LocationRow): WeatherPoint => ({
  lat: location.lat_e2 / 100,
  lng: location.lng_e2 / 100,
});

export class WeatherUpdates {
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly database: Database,
    readonly provider: WeatherProvider | null,
    private readonly log: Pick<JobLog, 'warn' | 'info'>,
    readonly now: () => number = Date.now,
  ) {}

  /** Every settlement's location, created where missing (a new settlement's backfill then starts). */
  async syncLocations(): Promise<LocationRow[]> {
    const { db } = this.database;
    const settlements = await db
      .selectFrom('settlements')
      .select(['lat', 'lng', 'utc_offset_minutes'])
      .execute();
    const keys = new Map<string, LocationKey>();
    for (const row of settlements) {
      const key = locationKey(row.lat, row.lng, row.utc_offset_minutes);
      keys.set(`${key.latE2},${key.lngE2},${key.utcOffsetMinutes}`, key);
    }
    await weatherRepository.ensure(db, [...keys.values()], this.now());
    return weatherRepository.locations(db);
  }

  /** The location of a key, created if missing. */
  async location(key: LocationKey): Promise<LocationRow> {
    const { db } = this.database;
    const found = await weatherRepository.find(db, key);
    if (found) return found;
    await weatherRepository.ensure(db, [key], this.now());
    return (await weatherRepository.find(db, key))!;
  }

  /**
   * The hourly job: every location's forecast and last days, `maxPointsPerCall` locations a call;
   * stops before the next call once `signal` aborts. Answers the calls made.
   */
  async refreshAll(signal?: AbortSignal): Promise<number> {
    const provider = this.provider;
    if (!provider) return 0;
    const batches = inBatches(await this.syncLocations(), provider.maxPointsPerCall);
    for (const [calls, batch] of batches.entries()) {
      if (signal?.aborted) return calls;
      try {
        await this.refresh(batch);
      } catch (error) {
        this.log.warn(
          { err: error, locations: batch.length },
          'weather: forecast refresh failed; the next run retries',
        );
      }
    }
    return batches.length;
  }

  /**
   * Refreshes one location now, unless a refresh of it is already under way here: then it waits for
   * that one. Throws what the provider threw.
   */
  refreshNow(location: LocationRow): Promise<void> {
    const running = this.inFlight.get(location.id);
    if (running) return running;
    const refresh = this.refresh([location]).finally(() => this.inFlight.delete(location.id));
    this.inFlight.set(location.id, refresh);
    return refresh;
  }

  private async refresh(locations: LocationRow[]): Promise<void> {
    const provider = this.provider!;
    const answers = await provider.forecast(locations.map(pointOf), {
      pastDays: PAST_DAYS,
      forecastDays: FORECAST_DAYS,
    });
    const at = this.now();
    for (const [i, location] of locations.entries()) {
      const { hours, current } = answers[i]!;
      await writeTransaction(this.database, async (trx) => {
        await weatherRepository.writeHours(trx, location, hours);
        await weatherRepository.setRefreshed(trx, location.id, { source: provider.source, at, current });
      });
    }
  }

  /**
   * The backfill job: locations whose year of history is not stored yet get the archive, a chunk of
   * days per call for several locations at once, their progress stored after each chunk. A failure
   * leaves the location `failed`, taken up again at the next run from where it stopped.
   */
  async backfillPending(signal?: AbortSignal): Promise<void> {
    const provider = this.provider;
    if (!provider) return;
    const waiting = (await this.syncLocations()).filter((location) => location.backfill_state !== 'done');
    // Locations at the same point of their backfill share calls.
    const byProgress = new Map<number, LocationRow[]>();
    for (const location of waiting) {
      byProgress.set(location.backfill_done, [...(byProgress.get(location.backfill_done) ?? []), location]);
    }
    for (const group of byProgress.values()) {
      for (const batch of inBatches(group, provider.maxPointsPerCall)) {
        if (signal?.aborted) return;
        await this.backfill(batch, signal);
      }
    }
  }

  /** Stops before its next write once `signal` aborts (the job's lease is lost). */
  private async backfill(locations: LocationRow[], signal?: AbortSignal): Promise<void> {
    const provider = this.provider!;
    const { db } = this.database;
    const first = Math.floor(this.now() / DAY_MS) * DAY_MS - (BACKFILL_DAYS + PAST_DAYS) * DAY_MS;
    let done = locations[0]!.backfill_done;
    for (const location of locations) {
      await weatherRepository.setBackfill(db, location.id, {
        state: 'running',
        total: BACKFILL_DAYS,
        error: null,
      });
    }
    try {
      while (done < BACKFILL_DAYS) {
        const days = Math.min(BACKFILL_CHUNK_DAYS, BACKFILL_DAYS - done);
        const from = first + done * DAY_MS;
        const answers = await provider.archive(
          locations.map(pointOf),
          localDay(from, 0),
          localDay(from + (days - 1) * DAY_MS, 0),
        );
        done += days;
        for (const [i, location] of locations.entries()) {
          signal?.throwIfAborted();
          await writeTransaction(this.database, async (trx) => {
            await weatherRepository.writeHours(trx, location, answers[i]!);
            await weatherRepository.setBackfill(trx, location.id, {
              state: done < BACKFILL_DAYS ? 'running' : 'done',
              done,
            });
          });
        }
      }
    } catch (error) {
      // Another server owns the job now: its run records the progress.
      if (signal?.aborted) return;
      this.log.warn(
        { err: error, locations: locations.length },
        'weather: archive backfill failed; the next run resumes it',
      );
      for (const location of locations) {
        await weatherRepository.setBackfill(db, location.id, {
          state: 'failed',
          error: (error as Error).message,
        });
      }
    }
  }
}
