import {
  dayMs,
  dryMatterIntakeKg,
  MissingCoefficientError,
  type BiomassNotice,
  type Coefficients,
} from '@tropero/shared/biomass';
import { estimateBiomass } from '@tropero/shared/biomass-estimate';
import type { GrazingGroup, PlotForage, SettlementForage } from '@tropero/shared/contracts/biomass';
import type { Plot, Settlement } from '@tropero/shared/farm';
import { NO_ROUNDUP, weightOrDefault } from '@tropero/shared/herd';
import type { AccountScope } from '../../access/account-scope';
import type { AllocationsService } from '../allocations/allocations.service';
import type { CropsService } from '../crops/crops.service';
import { ndviOf, type BiomassService } from '../biomass/biomass.service';
import type { HerdActivityService } from '../herd-activity/herd-activity.service';
import type { PlotsService } from '../plots/plots.service';
import type { SettlementsService } from '../settlements/settlements.service';
import type { WeatherService } from '../weather/weather.service';
import { rankByDaysLeft, suggestMoves } from './forage-moves';

const DAY_MS = 86_400_000;
const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(dayMs(day) + days * DAY_MS);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

type Animal = Awaited<ReturnType<AllocationsService['grazingNow']>>[number];
type Scene = Awaited<ReturnType<BiomassService['lastScenes']>>[number];

/** What one settlement's budget reads once for all its plots. */
interface Context {
  settlement: Settlement;
  today: string;
  region: { _id: string; groups: string[] };
  /** The group of each crop type. */
  cropGroups: Map<string, string>;
  tables: Coefficients;
  animals: Animal[];
  scenes: Map<string, Scene>;
  /** Animal-days the grazing dynamics saw on each plot, by day. */
  occupancy: Map<string, Map<string, number>>;
}

/** Forage on each plot now against what the animals there eat: days left and where to move next. */
export class ForageService {
  constructor(
    private readonly plots: PlotsService,
    private readonly settlements: SettlementsService,
    private readonly allocations: AllocationsService,
    private readonly activity: HerdActivityService,
    private readonly biomass: BiomassService,
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
    const oldest = addDays(today, -tables.value('grazing', 'sceneMaxAgeDays'));
    const regrowthStart = addDays(today, 1 - tables.value('grazing', 'regrowthDays'));
    const since = oldest < regrowthStart ? oldest : regrowthStart;
    const ids = plots.map((plot) => plot._id);
    const [region, cropTypes, animals, scenes, occupancy] = await Promise.all([
      this.biomass.regionOf(settlement),
      this.crops.cropTypes(),
      this.allocations.grazingNow(scope, ids),
      this.biomass.lastScenes(ids, dayMs(oldest), dayMs(addDays(today, 1))),
      this.activity.grazingDynamics(
        scope,
        settlementId,
        { from: dayMs(since), to: dayMs(addDays(today, 1)) },
        ids.length === 1 ? { plotId: ids[0] } : {},
      ),
    ]);
    const byPlot = new Map<string, Map<string, number>>();
    for (const day of occupancy) {
      const days = byPlot.get(day.plotId) ?? new Map<string, number>();
      days.set(day.date, day.animalHours / 24);
      byPlot.set(day.plotId, days);
    }
    return {
      settlement,
      today,
      region,
      cropGroups: new Map(cropTypes.map((type) => [type._id, type.group])),
      tables,
      animals,
      scenes: new Map(scenes.map((scene) => [scene.plot_id, scene])),
      occupancy: byPlot,
    };
  }

  private budget(plot: Plot, context: Context): PlotForage {
    const { tables } = context;
    const utilisation = tables.value('grazing', 'utilisation');
    const dmiPercent = tables.value('grazing', 'dmiPercentBw');
    const here = context.animals.filter((animal) => animal.plotId === plot._id);
    const roundups = groupsOf(here, dmiPercent);
    const demand = roundups.reduce((sum, group) => sum + group.demandKgDmPerDay, 0);
    const referenceIntake = dryMatterIntakeKg(tables.value('grazing', 'referenceWeightKg'), dmiPercent);
    const meanIntake = here.length ? demand / here.length : referenceIntake;

    const notices: BiomassNotice[] = [];
    const estimate = this.estimate(plot, context, notices);
    const occupancy = context.occupancy.get(plot._id) ?? new Map<string, number>();
    const observed = estimate
      ? [...occupancy].filter(([day]) => day >= estimate.date).reduce((sum, [, days]) => sum + days, 0)
      : 0;
    const consumed = observed * meanIntake;
    const forageKg = estimate ? Math.max(0, estimate.kgDmHa * plot.areaHa - consumed) : null;
    return {
      plotId: plot._id,
      name: plot.name,
      settlementId: plot.settlementId,
      areaHa: plot.areaHa,
      cropTypeId: plot.currentCrop?.cropTypeId ?? null,
      forage:
        estimate && forageKg !== null
          ? {
              kgDm: round(forageKg),
              kgDmHa: round(plot.areaHa > 0 ? forageKg / plot.areaHa : 0),
              date: estimate.date,
              method: estimate.method,
              ndvi: estimate.ndvi,
              estimatedKgDmHa: round(estimate.kgDmHa),
              consumedKgDm: round(consumed),
            }
          : null,
      roundups,
      animals: here.length,
      demandKgDmPerDay: round(demand),
      observedAnimalDays: round(observed, 2),
      daysLeft: forageKg !== null && demand > 0 ? round((forageKg * utilisation) / demand) : null,
      utilisation,
      notices,
      simulated: context.scenes.get(plot._id)?.provider === 'simulated',
    };
  }

  /**
   * The forage estimate the budget starts from: the last clear scene (satellite method with the plot's
   * crop) if recent enough, else the CREA table's growth over the regrowth window.
   */
  private estimate(plot: Plot, context: Context, notices: BiomassNotice[]) {
    const crop = plot.currentCrop;
    if (!crop) return void notices.push('plotWithoutCrop');
    if (!crop.available) return void notices.push('cropUnavailable');
    const scene = context.scenes.get(plot._id);
    const point = scene ? ndviOf(scene) : null;
    const regrowthStart = addDays(context.today, 1 - context.tables.value('grazing', 'regrowthDays'));
    const start = crop.startDate > regrowthStart ? crop.startDate : regrowthStart;
    const days: string[] = [];
    for (let day = start; day <= context.today; day = addDays(day, 1)) days.push(day);
    const input = {
      cropTypeId: crop.cropTypeId,
      cropGroup: context.cropGroups.get(crop.cropTypeId) ?? crop.cropTypeId,
      regionId: context.region._id,
      areaHa: plot.areaHa,
      weather: new Map(),
    };
    try {
      const result = point
        ? estimateBiomass(
            { ...input, method: 'satellite', days: [point.day], scenes: [point] },
            context.tables,
          )
        : estimateBiomass({ ...input, method: 'creaTable', days, scenes: [] }, context.tables);
      if (!result.figures) return void notices.push('noDataForPeriod');
      return {
        kgDmHa: result.figures.biomassKgHa,
        date: point?.day ?? start,
        method: point ? ('satellite' as const) : ('creaTable' as const),
        ndvi: point?.ndvi ?? null,
      };
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
      demandKgDmPerDay: 0,
      weightAssumed: 0,
    };
    const weight = weightOrDefault(animal.type, animal.weightKg);
    group.animals++;
    group.demandKgDmPerDay += dryMatterIntakeKg(weight, dmiPercent);
    if (animal.weightKg === null) group.weightAssumed++;
    groups.set(animal.roundupId, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    demandKgDmPerDay: round(group.demandKgDmPerDay, 2),
  }));
}
