import { dayMs, dryMatterIntakeKg, type Coefficients } from '@tropero/shared/biomass';
import { plotGrowth, sceneStockKgHa } from '@tropero/shared/biomass-estimate';
import type { StandingStock } from '@tropero/shared/contracts/biomass';
import { weightOrDefault } from '@tropero/shared/herd';
import { eatenOver, standingStockOf, type Stay } from '@tropero/shared/standing-stock';
import { DAY_MS } from '@tropero/shared/constants';
import type { AccountScope } from '../../access/account-scope';
import type { Executor } from '../../db/executor';
import type { AllocationsService } from '../allocations/allocations.service';
import type { HerdActivityService, Presence } from '../herd-activity/herd-activity.service';
import { biomassRepository, type SceneRow } from './biomass.repository';

const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(dayMs(day) + days * DAY_MS);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The days from `from` to `to`, inclusive. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

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
  today: string;
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
    settlementId: string,
    plotIds: string[],
    today: string,
    sceneMaxAgeDays: number,
  ): Promise<StockReadings> {
    const oldest = addDays(today, -sceneMaxAgeDays);
    const rows = await biomassRepository.lastScenes(
      this.db,
      plotIds,
      dayMs(oldest),
      dayMs(addDays(today, 1)),
    );
    const scenes = new Map(rows.map((scene) => [scene.plot_id, scene]));
    const since = rows.map((scene) => addDays(dayOf(scene.acquired_at), 1)).sort()[0];
    if (!since || since > today) return { today, scenes, stays: [], presence: [] };
    const grazed = plotIds.filter((id) => scenes.has(id));
    const [stays, presence] = await Promise.all([
      this.allocations.overlapping(scope, grazed, since, today),
      this.activity.presence(
        scope,
        settlementId,
        { from: dayMs(since), to: dayMs(addDays(today, 1)) },
        { plotIds: grazed },
      ),
    ]);
    return { today, scenes, stays, presence };
  }

  /**
   * The standing stock of one plot from what `read` gathered, its coefficients read through `tables`;
   * null without a clear scene recent enough (never a stock from growth alone).
   */
  stockOf(plot: StockPlot, readings: StockReadings, tables: Coefficients): PlotStock | null {
    const scene = readings.scenes.get(plot._id);
    if (!scene) return null;
    const sceneDate = dayOf(scene.acquired_at);
    const ndvi = Number(scene.median ?? scene.mean);
    const days = daysFrom(addDays(sceneDate, 1), readings.today);
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
