import {
  confidenceOf,
  dayMs,
  CoefficientOutOfRangeError,
  MissingCoefficientError,
  type BiomassNotice,
  type Coefficients,
} from '@tropero/shared/biomass';
import { estimateBiomass, type NdviPoint } from '@tropero/shared/biomass-estimate';
import type { Biomass, BiomassQuery, Region } from '@tropero/shared/contracts/biomass';
import { MAX_RANGE_DAYS } from '@tropero/shared/contracts/range';
import type { Settlement } from '@tropero/shared/farm';
import { weightOrDefault } from '@tropero/shared/herd';
import { waterCategoryOf } from '@tropero/shared/water-needs';
import { DAY_MS } from '@tropero/shared/constants';
import { addDays, dayEnd, dayStart, daysBetween, localDay } from '@tropero/shared/local-day';
import type { AccountScope } from '../../access/account-scope';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import type { AllocationsService } from '../allocations/allocations.service';
import type { CropsService } from '../crops/crops.service';
import type { PlotsService } from '../plots/plots.service';
import type { SettlementsService } from '../settlements/settlements.service';
import type { WeatherService } from '../weather/weather.service';
import { biomassRepository, type SceneRow } from './biomass.repository';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import type { StandingStockService } from './standing-stock.service';

/** Scenes read beyond each end of the period, so that the radiation method interpolates across its edges. */
const SCENE_MARGIN_DAYS = 45;
/** The default period: the last 30 days (decisions.md "Figures: growth"). */
const DEFAULT_PERIOD_DAYS = 30;

type RegionRow = Awaited<ReturnType<typeof biomassRepository.regions>>[number];
type CropType = Awaited<ReturnType<CropsService['cropTypes']>>[number];

const groupsOf = (region: RegionRow): string[] => JSON.parse(region.crop_groups);

/**
 * A clear scene's NDVI on its settlement's local day (`offsetMinutes` from UTC): the plot's median
 * (robust to edge pixels), its mean when there is no median.
 */
export const ndviOf = (scene: SceneRow, offsetMinutes: number): NdviPoint => ({
  day: localDay(scene.acquired_at, offsetMinutes),
  ndvi: Number(scene.median ?? scene.mean),
});

/** The calculation region of a point: the first whose box holds it, else the one whose box centre is nearest. */
function regionAt(regions: RegionRow[], lat: number, lng: number): RegionRow {
  const inside = regions.find(
    (r) => lat >= r.min_lat && lat <= r.max_lat && lng >= r.min_lng && lng <= r.max_lng,
  );
  if (inside) return inside;
  const distance = (r: RegionRow) =>
    Math.hypot((r.min_lat + r.max_lat) / 2 - lat, (r.min_lng + r.max_lng) / 2 - lng);
  return [...regions].sort((a, b) => distance(a) - distance(b))[0]!;
}

/** Days of weather the water limit reads up to a day (1 when the table lacks the row: the method then says so). */
const waterWindowOf = (tables: Coefficients) =>
  Math.max(1, tables.peek('growthLimits', 'water/windowDays') ?? 1);

/** Spec §4: a plot without a crop, or whose crop (or the type asked) was withdrawn, has nothing to compute. */
function cropNotice(crop: { available: boolean } | null, cropType: CropType): BiomassNotice | null {
  if (!crop) return 'plotWithoutCrop';
  if (!crop.available || !cropType.available) return 'cropUnavailable';
  return null;
}

/** The biomass of a plot by the four methods of the spec, and the calculation regions. */
export class BiomassService {
  /** The regions change only with a migration: read once per process. */
  private regionRows: Promise<RegionRow[]> | null = null;

  constructor(
    private readonly db: Executor,
    private readonly plots: PlotsService,
    private readonly settlements: SettlementsService,
    private readonly crops: CropsService,
    private readonly weather: WeatherService,
    private readonly tables: CoefficientTablesService,
    private readonly allocations: AllocationsService,
    private readonly standingStock: StandingStockService,
  ) {}

  private allRegions(): Promise<RegionRow[]> {
    this.regionRows ??= biomassRepository.regions(this.db).catch((error: unknown) => {
      this.regionRows = null;
      throw error;
    });
    return this.regionRows;
  }

  /** GET /data-api/region: the regions and the crop types each offers (grouped on request). */
  async regions(cropGrouped: boolean): Promise<Region[]> {
    const [regions, cropTypes] = await Promise.all([this.allRegions(), this.crops.cropTypes()]);
    return regions.map((region) => {
      const groups = groupsOf(region);
      const offered = cropTypes.filter((type) => groups.includes(type.group));
      return {
        _id: region.id,
        name: region.name,
        cropTypeIds: offered.map((type) => type._id),
        ...(cropGrouped && {
          cropGroups: groups.map((group) => ({
            group,
            cropTypes: offered
              .filter((type) => type.group === group)
              .map(({ _id, name, available }) => ({ _id, name, available })),
          })),
        }),
      };
    });
  }

  /** The region of a settlement (its location). */
  async regionOf(settlement: Settlement): Promise<{ _id: string; name: string; groups: string[] }> {
    const region = regionAt(await this.allRegions(), settlement.location.lat, settlement.location.lng);
    return { _id: region.id, name: region.name, groups: groupsOf(region) };
  }

  /** The current coefficient tables (a reader that lists what an answer used). */
  coefficients(): Promise<Coefficients> {
    return this.tables.current();
  }

  /** The clear scenes of a plot in [from, to). */
  async scenes(plotId: string, from: number, to: number) {
    return biomassRepository.scenes(this.db, plotId, from, to);
  }

  /** The last clear scene of each plot in [from, to). */
  async lastScenes(plotIds: string[], from: number, to: number) {
    return biomassRepository.lastScenes(this.db, plotIds, from, to);
  }

  /** GET /data-api/biomass/{plotId} (spec §3, §4, §5, §8). */
  async biomass(scope: AccountScope, plotId: string, query: BiomassQuery): Promise<Biomass> {
    const [plot] = await this.plots.findInScope(scope, [plotId]);
    // Independent reads at once: on PostgreSQL each is a round trip.
    const [current, cropTypes, settlement] = await Promise.all([
      this.crops.currentOf([plotId]),
      this.crops.cropTypes(),
      this.settlements.get(scope, plot!.settlement_id),
    ]);
    const crop = current.get(plotId) ?? null;
    if (query.settlementId && query.settlementId !== plot!.settlement_id)
      throw new AppError('VALIDATION', { errors: { settlementId: 'validation.settlementOfPlot' } });
    const cropType = cropTypes.find((type) => type._id === query.cropType);
    if (!cropType) throw new AppError('VALIDATION', { errors: { cropType: 'validation.cropTypeUnknown' } });
    const region = await this.chosenRegion(settlement, query.region);
    if (!region.groups.includes(cropType.group))
      throw new AppError('VALIDATION', { errors: { cropType: 'validation.cropTypeNotInRegion' } });

    const today = this.weather.today(settlement);
    const offset = settlement.utcOffsetMinutes;
    const to = query.toDate ?? today;
    // The default period is the last 30 days, never before the crop's start.
    const lastMonth = addDays(to, 1 - DEFAULT_PERIOD_DAYS);
    const cropStart = crop?.startDate ?? today;
    const from = query.fromDate ?? (cropStart > lastMonth ? cropStart : lastMonth);
    if (dayMs(to) - dayMs(from) >= MAX_RANGE_DAYS * DAY_MS)
      throw new AppError('VALIDATION', { errors: { fromDate: 'validation.rangeTooLong' } });

    const answer = {
      plotId,
      areaHa: plot!.area_ha,
      cropTypeId: cropType._id,
      cropTypeName: cropType.name,
      method: query.formula,
      region: { _id: region._id, name: region.name },
      quality: query.quality ?? null,
      period: { from, to },
      carbonLabel: 'aboveGroundEstimate' as const,
    };
    const notice = cropNotice(crop, cropType) ?? (from > to ? 'noDataForPeriod' : null);
    if (notice)
      return {
        ...answer,
        figures: null,
        coefficients: [],
        confidence: confidenceOf([]),
        notices: [notice],
        simulated: false,
      };

    const tables = await this.tables.current();
    const [scenes, weather, animals, stockReadings] = await Promise.all([
      query.formula === 'satellite' || query.formula === 'radiation'
        ? this.scenes(
            plotId,
            dayStart(addDays(from, query.formula === 'radiation' ? -SCENE_MARGIN_DAYS : 0), offset),
            dayEnd(addDays(to, query.formula === 'radiation' ? SCENE_MARGIN_DAYS : 0), offset),
          )
        : Promise.resolve([]),
      // The water limit reads rain and ET₀ over a window before each day.
      this.weather.dailyFigures(settlement, addDays(from, 1 - waterWindowOf(tables)), to),
      query.settlementId ? this.allocations.grazingNow(scope, [plotId]) : Promise.resolve([]),
      this.standingStock.read(scope, settlement, [plotId], today, tables.value('grazing', 'sceneMaxAgeDays')),
    ]);
    const days = daysBetween(from, to);
    try {
      // Forage standing now (whatever the period asked): days of grazing rest on it alone.
      const stock = this.standingStock.stockOf(
        {
          _id: plotId,
          areaHa: plot!.area_ha,
          cropTypeId: cropType._id,
          cropGroup: cropType.group,
          regionId: region._id,
        },
        stockReadings,
        tables,
      );
      const estimate = estimateBiomass(
        {
          method: query.formula,
          cropTypeId: cropType._id,
          cropGroup: cropType.group,
          regionId: region._id,
          areaHa: plot!.area_ha,
          days,
          scenes: scenes.map((scene) => ndviOf(scene, offset)),
          weather: weather.days,
          animalsCount: query.animalsCount,
          daysCount: query.daysCount,
          animalWeightKg: query.animalWeightKg,
          standingStock: stock?.stock ?? null,
          drinkingAnimals: animals.map((animal) => ({
            weightKg: weightOrDefault(animal.type, animal.weightKg),
            category: waterCategoryOf(animal.type, animal.subtype),
          })),
        },
        tables,
      );
      const used = tables.used();
      if (estimate.figures && !stock) estimate.notices.push('noRecentScene');
      return {
        ...answer,
        ...estimate,
        coefficients: used,
        confidence: confidenceOf(used),
        simulated: weather.source === 'simulated' || scenes.some((scene) => scene.provider === 'simulated'),
      };
    } catch (error) {
      if (error instanceof MissingCoefficientError)
        throw new AppError('VALIDATION', {
          message: error.message,
          errors: {
            formula:
              error instanceof CoefficientOutOfRangeError
                ? 'validation.coefficientOutOfRange'
                : 'validation.coefficientMissing',
          },
        });
      throw error;
    }
  }

  private async chosenRegion(settlement: Settlement, regionId: string | undefined) {
    if (!regionId) return this.regionOf(settlement);
    const region = (await this.allRegions()).find((row) => row.id === regionId);
    if (!region) throw new AppError('VALIDATION', { errors: { region: 'validation.regionUnknown' } });
    return { _id: region.id, name: region.name, groups: groupsOf(region) };
  }
}
