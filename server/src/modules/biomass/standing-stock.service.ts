import { dryMatterIntakeKg, type Coefficients } from '@tropero/shared/biomass';
import { plotGrowth, sceneStockKgHa } from '@tropero/shared/biomass-estimate';
import type { StandingStock } from '@tropero/shared/contracts/biomass';
import { weightOrDefault } from '@tropero/shared/herd';
import { eatenOver, standingStockOf, type Stay } from '@tropero/shared/standing-stock';
import type { Settlement } from '@tropero/shared/farm';
import { addDays, dayEnd, dayStart, daysBetween, localDay } from '@tropero/shared/local-day';
import type { AccountScope } from '../../access/account-scope';
import type { Executor } from '../../db/executor';
import type { AllocationsService } from '../allocations/allocations.service';
import type { HerdActivityService, Presence } from '../herd-activity/herd-activity.service';
import { biomassRepository, type SceneRow } from './biomass.repository';

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A plot and its crop, as the standing stock needs them. */
export interface StockPlot {
  _id: string;
  areaHa: number;
  cropTypeId: string;
  cropGroup: string;
  regionId: string;
}

/** What the standing stock of some plots reads once: their latest clear scenes, who grazed them since. */
export interface StockReadings {
  /** Today at the settlement, and its offset from UTC in minutes: a scene's day is a local day there. */
  today: string;
  offsetMinutes: number;
  scenes: Map<string, SceneRow>;
  stays: Awaited<ReturnType<AllocationsService['overlapping']>>;
  presence: Presence[];
}

/** A plot's standing stock, the NDVI of its scene and the animal-days grazed since. */
export interface PlotStock {
  stock: StandingStock;
  /** The NDVI of its scene. */
  ndvi: number;
  animalDaysSince: number;
}

/**
 * Forage standing on a plot now (docs/domain.md §5, §6): the latest clear scene's stock, plus the CREA
 * table's growth since, less what every animal allocated there ate since (a collared one's days measured from
 * its collar's own reporting interval).
 */
export class StandingStockService {
  constructor(
    private readonly db: Executor,
    private readonly allocations: AllocationsService,
    private readonly activity: HerdActivityService,
  ) {}

  /** Reads, once for plots of one settlement, what their standing stock rests on. */
  async read(
    scope: AccountScope,
    settlement: Pick<Settlement, '_id' | 'utcOffsetMinutes'>,
    plotIds: string[],
    today: string,
    sceneMaxAgeDays: number,
  ): Promise<StockReadings> {
    const offsetMinutes = settlement.utcOffsetMinutes;
    const oldest = addDays(today, -sceneMaxAgeDays);
    const rows = await biomassRepository.lastScenes(
      this.db,
      plotIds,
      dayStart(oldest, offsetMinutes),
      dayEnd(today, offsetMinutes),
    );
    const scenes = new Map(rows.map((scene) => [scene.plot_id, scene]));
    const since = rows.map((scene) => addDays(localDay(scene.acquired_at, offsetMinutes), 1)).sort()[0];
    if (!since || since > today) return { today, offsetMinutes, scenes, stays: [], presence: [] };
    const grazed = plotIds.filter((id) => scenes.has(id));
    const [stays, presence] = await Promise.all([
      this.allocations.overlapping(scope, grazed, since, today),
      this.activity.presence(
        scope,
        settlement._id,
        { from: dayStart(since, offsetMinutes), to: dayEnd(today, offsetMinutes) },
        { plotIds: grazed },
      ),
    ]);
    return { today, offsetMinutes, scenes, stays, presence };
  }

  /**
   * The standing stock of one plot from what `read` gathered, its coefficients read through `tables`;
   * null without a clear scene recent enough (never a stock from growth alone).
   */
  stockOf(plot: StockPlot, readings: StockReadings, tables: Coefficients): PlotStock | null {
    const scene = readings.scenes.get(plot._id);
    if (!scene) return null;
    const sceneDate = localDay(scene.acquired_at, readings.offsetMinutes);
    const ndvi = Number(scene.median ?? scene.mean);
    const days = daysBetween(addDays(sceneDate, 1), readings.today);
    const dmiPercent = tables.value('grazing', 'dmiPercentBw');
    const stays: Stay[] = readings.stays
      .filter((stay) => stay.plotId === plot._id)
      .map((stay) => ({
        animalId: stay.animalId,
        from: stay.from,
        to: stay.to,
        intakeKg: dryMatterIntakeKg(weightOrDefault(stay.type, stay.weightKg), dmiPercent),
      }));
    const presence = new Map(
      readings.presence
        .filter((row) => row.plotId === plot._id)
        .map((row) => [`${row.animalId}|${row.day}`, row.seconds]),
    );
    const eaten = eatenOver(stays, presence, days);
    const sceneKgHa = sceneStockKgHa(plot, ndvi, tables);
    const growth = plotGrowth({ ...plot, method: 'creaTable', days, scenes: [], weather: new Map() }, tables);
    const growthSinceKgHa = growth?.kgHa ?? 0;
    const stock = standingStockOf({
      sceneKgHa,
      growthSinceKgHa,
      eatenSinceKg: eaten.kg,
      areaHa: plot.areaHa,
      utilisation: tables.value('grazing', 'utilisation'),
    });
    return {
      stock: {
        kgHa: round(stock.kgHa),
        kg: round(stock.kg),
        sceneDate,
        sceneKgHa: round(sceneKgHa),
        ageDays: days.length,
        growthSinceKgHa: round(growthSinceKgHa),
        growthMethod: 'creaTable',
        eatenSinceKg: round(eaten.kg),
        usableKg: round(stock.usableKg),
      },
      ndvi: round(ndvi, 3),
      animalDaysSince: round(eaten.animalDays, 2),
    };
  }
}
