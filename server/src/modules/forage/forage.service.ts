import {
  confidenceOf,
  dryMatterIntakeKg,
  MissingCoefficientError,
  type BiomassNotice,
  type Coefficients,
} from '@tropero/shared/biomass';
import type { GrazingGroup, PlotForage, SettlementForage } from '@tropero/shared/contracts/biomass';
import type { Plot } from '@tropero/shared/farm';
import { NO_ROUNDUP, weightOrDefault } from '@tropero/shared/herd';
import type { AccountScope } from '../../access/account-scope';
import type { AllocationsService } from '../allocations/allocations.service';
import type { BiomassService } from '../biomass/biomass.service';
import type { StandingStockService, StockReadings } from '../biomass/standing-stock.service';
import type { CropsService } from '../crops/crops.service';
import type { PlotsService } from '../plots/plots.service';
import type { SettlementsService } from '../settlements/settlements.service';
import type { WeatherService } from '../weather/weather.service';
import { rankByDaysLeft, suggestMoves } from './forage-moves';

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

type Animal = Awaited<ReturnType<AllocationsService['grazingNow']>>[number];

/** What one settlement's budget reads once for all its plots. */
interface Context {
  regionId: string;
  /** The group of each crop type. */
  cropGroups: Map<string, string>;
  tables: Coefficients;
  animals: Animal[];
  readings: StockReadings;
}

/**
 * Forage on each plot now against what the animals there eat: days left = (stock × utilisation − eaten
 * since the scene) / daily demand, and where to move next.
 */
export class ForageService {
  constructor(
    private readonly plots: PlotsService,
    private readonly settlements: SettlementsService,
    private readonly allocations: AllocationsService,
    private readonly biomass: BiomassService,
    private readonly standingStock: StandingStockService,
    private readonly weather: WeatherService,
    private readonly crops: CropsService,
  ) {}

  /** GET /data-api/plots/{plotId}/forage-budget */
  async ofPlot(scope: AccountScope, plotId: string): Promise<PlotForage> {
    const plot = await this.plots.get(scope, plotId);
    const context = await this.context(scope, plot.settlementId, [plot]);
    return this.budget(plot, context);
  }

  /** GET /data-api/settlements/{id}/forage-budget */
  async ofSettlement(scope: AccountScope, settlementId: string): Promise<SettlementForage> {
    const plots = await this.plots.list(scope, settlementId);
    const context = await this.context(scope, settlementId, plots);
    const ranked = rankByDaysLeft(plots.map((plot) => this.budget(plot, context)));
    return { settlementId, plots: ranked, moves: suggestMoves(ranked) };
  }

  private async context(scope: AccountScope, settlementId: string, plots: Plot[]): Promise<Context> {
    const settlement = await this.settlements.get(scope, settlementId);
    const today = this.weather.today(settlement);
    const tables = await this.biomass.coefficients();
    // Only plots with a usable crop have a stock to read.
    const ids = plots.filter((plot) => plot.currentCrop?.available).map((plot) => plot._id);
    const [region, cropTypes, animals, readings] = await Promise.all([
      this.biomass.regionOf(settlement),
      this.crops.cropTypes(),
      this.allocations.grazingNow(
        scope,
        plots.map((plot) => plot._id),
      ),
      this.standingStock.read(scope, settlement, ids, today, tables.value('grazing', 'sceneMaxAgeDays')),
    ]);
    return {
      regionId: region._id,
      cropGroups: new Map(cropTypes.map((type) => [type._id, type.group])),
      tables,
      animals,
      readings,
    };
  }

  private budget(plot: Plot, context: Context): PlotForage {
    // Each plot lists the coefficient rows its own figures rest on.
    const tables = context.tables.reader();
    const utilisation = tables.value('grazing', 'utilisation');
    const dmiPercent = tables.value('grazing', 'dmiPercentBw');
    tables.value('grazing', 'sceneMaxAgeDays');
    const here = context.animals.filter((animal) => animal.plotId === plot._id);
    const roundups = groupsOf(here, dmiPercent);
    const demand = roundups.reduce((sum, group) => sum + group.demandKgDmPerDay, 0);

    const notices: BiomassNotice[] = [];
    const stock = this.stock(plot, context, tables, notices);
    return {
      plotId: plot._id,
      name: plot.name,
      settlementId: plot.settlementId,
      areaHa: plot.areaHa,
      cropTypeId: plot.currentCrop?.cropTypeId ?? null,
      forage: stock ? { ...stock.stock, ndvi: stock.ndvi } : null,
      roundups,
      animals: here.length,
      demandKgDmPerDay: round(demand),
      observedAnimalDays: stock?.animalDaysSince ?? 0,
      daysLeft: stock && demand > 0 ? round(stock.stock.usableKg / demand) : null,
      utilisation,
      confidence: confidenceOf(tables.used()),
      notices,
      simulated: context.readings.scenes.get(plot._id)?.provider === 'simulated',
    };
  }

  /** The plot's standing stock now, or null with the notice saying why. */
  private stock(plot: Plot, context: Context, tables: Coefficients, notices: BiomassNotice[]) {
    const crop = plot.currentCrop;
    if (!crop) return void notices.push('plotWithoutCrop');
    if (!crop.available) return void notices.push('cropUnavailable');
    try {
      const stock = this.standingStock.stockOf(
        {
          _id: plot._id,
          areaHa: plot.areaHa,
          cropTypeId: crop.cropTypeId,
          cropGroup: context.cropGroups.get(crop.cropTypeId) ?? crop.cropTypeId,
          regionId: context.regionId,
        },
        context.readings,
        tables,
      );
      if (!stock) notices.push('noRecentScene');
      return stock;
    } catch (error) {
      if (error instanceof MissingCoefficientError) return void notices.push('noDataForPeriod');
      throw error;
    }
  }
}

/** The animals of a plot by roundup, each group's intake a day from each animal's weight. */
function groupsOf(animals: Animal[], dmiPercent: number): GrazingGroup[] {
  const groups = new Map<string | null, GrazingGroup>();
  for (const animal of animals) {
    const group = groups.get(animal.roundupId) ?? {
      roundupId: animal.roundupId,
      name: animal.roundupName ?? NO_ROUNDUP,
      animals: 0,
      collared: 0,
      demandKgDmPerDay: 0,
      weightAssumed: 0,
    };
    const weight = weightOrDefault(animal.type, animal.weightKg);
    group.animals++;
    if (animal.collared) group.collared++;
    group.demandKgDmPerDay += dryMatterIntakeKg(weight, dmiPercent);
    if (animal.weightKg === null) group.weightAssumed++;
    groups.set(animal.roundupId, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    demandKgDmPerDay: round(group.demandKgDmPerDay, 2),
  }));
}
