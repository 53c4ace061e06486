import { dayStart } from '@tropero/shared/local-day';
import {
  ANIMAL_EVENT_KINDS,
  ANIMAL_EVENTS_CAP,
  type AnimalEventKind,
  type AnimalEvents,
} from '@tropero/shared/contracts/animal-events';
import type { Language } from '@tropero/shared/constants';
import type { Settlement } from '@tropero/shared/farm';
import type { AccountScope } from '../../access/account-scope';
import { parseGeometry } from '../../db/area-geometry';
import type { Executor } from '../../db/executor';
import type { AnimalsService } from '../animals/animals.service';
import { EXPORT_CONTENT_TYPES, spreadsheetStream, type ExportFormat } from '../exports/spreadsheet-writer';
import type { ExportFile } from '../exports/exports.service';
import { firstDay, lastDay, type Range } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import type { DeviceDirectory } from '../telemetry/device-directory';
import { exportName } from '../exports/export-columns';
import { animalEventColumns } from './animal-event-columns';
import { animalEventsRepository } from './animal-events.repository';
import {
  behaviourOf,
  crossings,
  deviceChanges,
  drinkingVisits,
  foundEvent,
  type FoundEvent,
  type TimelineReading,
} from './reading-events';

/** The most readings one timeline reads (a year of fixes every 10 minutes is about 53,000). */
const MAX_READINGS = 200_000;
const READING_KINDS: AnimalEventKind[] = [
  'fenceExit',
  'fenceReturn',
  'plotEntry',
  'plotExit',
  'drinking',
  'deviceChange',
];

/**
 * One animal's timeline (issue "alerts, notifications, Web Push and news": animal events): alerts
 * raised and resolved, fence exits and returns, plot entries and exits, drinking visits,
 * allocations and device changes, over a range, the latest first.
 */
export class AnimalEventsService {
  constructor(
    private readonly db: Executor,
    private readonly animals: AnimalsService,
    private readonly settlements: SettlementsService,
    /** The drinking spots of a settlement, as ingestion counts drinking. */
    private readonly directory: Pick<DeviceDirectory, 'settlement'>,
  ) {}

  /** The events of some kinds (all when none are named); an animal out of the scope's reach is a 404. */
  async events(
    scope: AccountScope,
    animalId: string,
    range: Range,
    kinds?: readonly AnimalEventKind[],
  ): Promise<AnimalEvents> {
    return (await this.timeline(scope, animalId, range, kinds)).answer;
  }

  /**
   * The events, the latest first (those of one instant in the order of their kinds), with the
   * settlement's offset from UTC that a download writes its times at.
   */
  private async timeline(
    scope: AccountScope,
    animalId: string,
    range: Range,
    kinds: readonly AnimalEventKind[] = ANIMAL_EVENT_KINDS,
  ): Promise<{ answer: AnimalEvents; utcOffsetMinutes: number }> {
    const animal = await this.animals.get(scope, animalId);
    const settlement = await this.settlements.get(scope, animal.settlementId);
    const offset = settlement.utcOffsetMinutes;
    const wanted = new Set(kinds);
    const wants = (...some: AnimalEventKind[]) => some.some((kind) => wanted.has(kind));
    const fromReadings = wants(...READING_KINDS)
      ? await this.readingEvents(animalId, settlement, range)
      : { events: [], cut: false };
    const found = [
      ...(wants('alertRaised', 'alertResolved') ? await this.alertEvents(animalId, range) : []),
      ...(wants('allocationStart', 'allocationEnd')
        ? await this.allocationEvents(animalId, range, offset)
        : []),
      ...fromReadings.events,
    ];
    const events = found
      .filter((event) => wanted.has(event.kind) && event.at >= range.from && event.at < range.to)
      .sort((a, b) => b.at - a.at || ANIMAL_EVENT_KINDS.indexOf(a.kind) - ANIMAL_EVENT_KINDS.indexOf(b.kind));
    const answer: AnimalEvents = {
      animalId,
      caravana: animal.caravana,
      truncated: fromReadings.cut || events.length > ANIMAL_EVENTS_CAP,
      events: events.slice(0, ANIMAL_EVENTS_CAP).map(({ at, ...event }) => ({
        ts: new Date(at).toISOString(),
        ...event,
      })),
    };
    return { answer, utcOffsetMinutes: offset };
  }

  /** Alerts about the animal raised and resolved (the alert engine's table). */
  private async alertEvents(animalId: string, range: Range): Promise<FoundEvent[]> {
    const alerts = await animalEventsRepository.alertEvents(this.db, animalId, range);
    return alerts.flatMap((alert) => {
      const details = { alertType: alert.type, lat: alert.lat, lng: alert.lng };
      const raised = foundEvent(alert.opened_at, 'alertRaised', details);
      return alert.resolved_at === null
        ? [raised]
        : [raised, foundEvent(alert.resolved_at, 'alertResolved', details)];
    });
  }

  /** Allocations to a plot starting and ending, at the settlement's midnight of their days. */
  private async allocationEvents(animalId: string, range: Range, offset: number): Promise<FoundEvent[]> {
    const [fromDay, toDay] = [firstDay(range, offset), lastDay(range, offset)];
    const rows = await animalEventsRepository.allocations(this.db, animalId, fromDay, toDay);
    return rows.flatMap((row) => {
      const details = { plotName: row.plot_name };
      const start = foundEvent(dayStart(row.from_date, offset), 'allocationStart', details);
      return row.to_date === null
        ? [start]
        : [start, foundEvent(dayStart(row.to_date, offset), 'allocationEnd', details)];
    });
  }

  /**
   * Fence and plot crossings, drinking visits and device changes, from one read of the readings;
   * `cut` when the range held more than MAX_READINGS (its oldest are then left out).
   */
  private async readingEvents(
    animalId: string,
    settlement: Settlement,
    range: Range,
  ): Promise<{ events: FoundEvent[]; cut: boolean }> {
    const latest = await animalEventsRepository.readings(this.db, animalId, range, MAX_READINGS);
    const cut = latest.length === MAX_READINGS;
    const readings = latest.reverse().map((row): TimelineReading => ({
      ts: Number(row.ts),
      deviceId: row.device_id,
      identifier: row.identifier,
      lat: row.lat,
      lng: row.lng,
      behaviour: behaviourOf(row),
      beaconId: row.beacon_id,
    }));
    const { fenceBufferMeters, fenceFixes } = settlement.alertParams;
    const { plots, fences } = await animalEventsRepository.areas(this.db, settlement._id);
    const named = (rows: { name: string; geometry: string }[]) =>
      rows.map((row) => ({ name: row.name, geometry: parseGeometry(row.geometry) }));
    // The device worn before the first reading read: the one of the reading just before it.
    const before = cut && readings[0] ? readings[0].ts : range.from;
    const events = [
      ...crossings(readings, named(fences), {
        bufferMeters: fenceBufferMeters,
        fixes: fenceFixes,
        enter: 'fenceReturn',
        leave: 'fenceExit',
        detail: 'fenceName',
      }),
      ...crossings(readings, named(plots), {
        bufferMeters: 0,
        fixes: fenceFixes,
        enter: 'plotEntry',
        leave: 'plotExit',
        detail: 'plotName',
      }),
      ...drinkingVisits(readings, await this.directory.settlement(settlement._id)),
      ...deviceChanges(readings, await animalEventsRepository.deviceBefore(this.db, animalId, before)),
    ];
    return { events, cut };
  }

  /** The timeline as a CSV or XLSX file, with its headers and kinds in the user's language. */
  async download(
    scope: AccountScope,
    animalId: string,
    range: Range,
    kinds: readonly AnimalEventKind[] | undefined,
    format: ExportFormat,
    language: Language,
  ): Promise<ExportFile> {
    const { answer, utcOffsetMinutes } = await this.timeline(scope, animalId, range, kinds);
    const { caravana, events } = answer;
    const file = exportName(language, 'animalEvents');
    const name = `${file}-${caravana}-${firstDay(range, utcOffsetMinutes)}-${lastDay(range, utcOffsetMinutes)}`;
    const chunks = (async function* () {
      yield events;
    })();
    return {
      filename: `${name.replace(/[^\w.-]+/g, '_')}.${format}`,
      contentType: EXPORT_CONTENT_TYPES[format],
      body: spreadsheetStream(format, file, animalEventColumns(language, utcOffsetMinutes), chunks),
    };
  }
}
