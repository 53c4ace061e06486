import { animalMapState } from '@tropero/shared/animal-state';
import { fencesByPlot, isInsideFence, type AreaGeometry } from '@tropero/shared/geo';
import { parseGeometry } from '../../db/area-geometry';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { AnimalsService } from '../animals/animals.service';
import type { Range } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import { positionsRepository } from './positions.repository';

const MAX_POINTS = 200_000;

/** The animals' tracks over a range and their last positions with the state their dot shows. */
export class PositionsService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly animals: AnimalsService,
  ) {}

  /**
   * Some animals' fixes over a range, by animal and time (at most MAX_POINTS), with the animals
   * and their settlement; an animal the scope cannot reach answers 404.
   */
  async fixesOf(scope: AccountScope, animalIds: string[], range: Range) {
    const animals = await this.animals.existing(scope, animalIds);
    if (animals.length !== new Set(animalIds).size) throw new AppError('NOT_FOUND');
    const fixes = await positionsRepository.fixesOfAnimals(
      this.db,
      animalIds,
      range.from,
      range.to,
      MAX_POINTS,
    );
    return { animals, fixes };
  }

  /** Tracks of some animals over a range, for drawing and replay. */
  async positions(scope: AccountScope, animalIds: string[], range: Range) {
    const { fixes } = await this.fixesOf(scope, animalIds, range);
    const tracks = new Map<string, [number, number, number][]>(animalIds.map((id) => [id, []]));
    for (const row of fixes) tracks.get(row.animal_id!)!.push([Number(row.ts), row.lat!, row.lng!]);
    return [...tracks].map(([animalId, points]) => ({ animalId, points }));
  }

  private async fencesByPlot(settlementId: string) {
    const fences = (await positionsRepository.activeFences(this.db, settlementId)).map((f) =>
      parseGeometry(f.geometry),
    );
    const plots = (await positionsRepository.plotOutlines(this.db, settlementId)).map((p) => ({
      id: p.id,
      outline: parseGeometry(p.geometry),
    }));
    return fencesByPlot(plots, fences);
  }

  /** Every animal of a settlement at its last position, with the state its dot shows. */
  async livePositions(scope: AccountScope, settlementId: string, now = Date.now()) {
    const settlement = await this.settlements.get(scope, settlementId);
    const fencesOfPlot = await this.fencesByPlot(settlementId);
    const { noSignalHours, lowBatteryPercent, fenceBufferMeters } = settlement.alertParams;
    const rows = await positionsRepository.lastPositions(this.db, settlementId);
    return rows.map((row) => {
      const ts = row.ts === null ? null : Number(row.ts);
      return {
        animalId: row.animal_id,
        caravana: row.caravana,
        roundupId: row.roundup_id,
        deviceId: row.device_id,
        ts,
        lat: row.lat,
        lng: row.lng,
        battery: row.battery,
        plotId: row.plot_id,
        simulated: row.simulated === 1,
        state: animalMapState(
          { ts, battery: row.battery },
          outsideFences(row, fencesOfPlot.get(row.plot_id ?? '') ?? [], fenceBufferMeters),
          { noSignalHours, lowBatteryPercent },
          now,
        ),
      };
    });
  }
}

/** Whether a fix is outside every active virtual fence of its plot, beyond the GPS buffer. */
function outsideFences(
  last: { lat: number | null; lng: number | null },
  fences: AreaGeometry[],
  bufferMeters: number,
) {
  if (last.lat === null || last.lng === null || fences.length === 0) return false;
  return !fences.some((fence) => isInsideFence([last.lng!, last.lat!], fence, bufferMeters));
}
