import {
  dayMs,
  MissingCoefficientError,
  type BiomassNotice,
  type Coefficients,
} from '@tropero/shared/biomass';
import { estimateBiomass, type NdviPoint } from '@tropero/shared/biomass-estimate';
import type { Biomass, BiomassQuery, Region } from '@tropero/shared/contracts/biomass';
import { MAX_RANGE_DAYS } from '@tropero/shared/contracts/range';
import type { Plot, Settlement } from '@tropero/shared/farm';
import type { AccountScope } from '../../access/account-scope';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import type { CropsService } from '../crops/crops.service';
import type { PlotsService } from '../plots/plots.service';
import type { SettlementsService } from '../settlements/settlements.service';
import type { WeatherService } from '../weather/weather.service';
import { biomassRepository, type SceneRow } from './biomass.repository';
import type { CoefficientTablesService } from './coefficient-tables.service';

const DAY_MS = 86_400_000;
/** Scenes read beyond each end of the period, so that the radiation method interpolates across its edges. */
const SCENE_MARGIN_DAYS = 45;

type RegionRow = Awaited<ReturnType<typeof biomassRepository.regions>>[number];
type CropType = Awaited<ReturnType<CropsService['cropTypes']>>[number];

const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(dayMs(day) + days * DAY_MS);
const groupsOf = (region: RegionRow): string[] => JSON.parse(region.crop_groups);

/** A clear scene's NDVI: the plot's median (robust to edge pixels), its mean when there is no median. */
export const ndviOf = (scene: SceneRow): NdviPoint => ({
  day: dayOf(scene.acquired_at),
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

/** The biomass of a plot by the four methods of the spec, and the calculation regions. */
export class BiomassService {
  constructor(
    private readonly db: Executor,
    private readonly plots: PlotsService,
    private readonly settlements: SettlementsService,
    private readonly crops: CropsService,
    private readonly weather: WeatherService,
    private readonly tables: CoefficientTablesService,
  ) {}

  /** GET /data-api/region: the regions and the crop types each offers (grouped on request). */
  async regions(cropGrouped: boolean): Promise<Region[]> {
    const [regions, cropTypes] = await Promise.all([
      biomassRepository.regions(this.db),
      this.crops.cropTypes(),
    ]);
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
    const region = regionAt(
      await biomassRepository.regions(this.db),
      settlement.location.lat,
      settlement.location.lng,
    );
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
    const plot = await this.plots.get(scope, plotId);
    if (query.settlementId && query.settlementId !== plot.settlementId)
      throw new AppError('VALIDATION', { errors: { settlementId: 'validation.settlementOfPlot' } });
    const cropType = (await this.crops.cropTypes()).find((type) => type._id === query.cropType);
    if (!cropType) throw new AppError('VALIDATION', { errors: { cropType: 'validation.cropTypeUnknown' } });
    const settlement = await this.settlements.get(scope, plot.settlementId);
    const region = await this.chosenRegion(settlement, query.region);
    if (!region.groups.includes(cropType.group))
      throw new AppError('VALIDATION', { errors: { cropType: 'validation.cropTypeNotInRegion' } });

    const today = this.weather.today(settlement);
    const to = query.toDate ?? today;
    // The default start is the crop's (spec §4), within the longest range a read may cover.
    const earliest = addDays(to, 1 - MAX_RANGE_DAYS);
    const cropStart = plot.currentCrop?.startDate ?? today;
    const from = query.fromDate ?? (cropStart < earliest ? earliest : cropStart);
    if (dayMs(to) - dayMs(from) >= MAX_RANGE_DAYS * DAY_MS)
      throw new AppError('VALIDATION', { errors: { fromDate: 'validation.rangeTooLong' } });

    const answer = {
      plotId: plot._id,
      areaHa: plot.areaHa,
      cropTypeId: cropType._id,
      cropTypeName: cropType.name,
      method: query.formula,
      region: { _id: region._id, name: region.name },
      quality: query.quality ?? null,
      period: { from, to },
      carbonLabel: 'aboveGroundEstimate' as const,
    };
    const notice = this.cropNotice(plot, cropType) ?? (from > to ? 'noDataForPeriod' : null);
    if (notice) return { ...answer, figures: null, coefficients: [], notices: [notice], simulated: false };

    const [scenes, weather, tables] = await Promise.all([
      query.formula === 'satellite' || query.formula === 'radiation'
        ? this.scenes(
            plot._id,
            dayMs(addDays(from, query.formula === 'radiation' ? -SCENE_MARGIN_DAYS : 0)),
            dayMs(addDays(to, query.formula === 'radiation' ? SCENE_MARGIN_DAYS + 1 : 1)),
          )
        : Promise.resolve([]),
      this.weather.dailyFigures(settlement, from, to),
      this.tables.current(),
    ]);
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
    try {
      const estimate = estimateBiomass(
        {
          method: query.formula,
          cropTypeId: cropType._id,
          cropGroup: cropType.group,
          regionId: region._id,
          areaHa: plot.areaHa,
          days,
          scenes: scenes.map(ndviOf),
          weather: weather.days,
          animalsCount: query.animalsCount,
          daysCount: query.daysCount,
          animalWeightKg: query.animalWeightKg,
        },
        tables,
      );
      return {
        ...answer,
        ...estimate,
        coefficients: tables.used(),
        simulated: weather.source === 'simulated' || scenes.some((scene) => scene.provider === 'simulated'),
      };
    } catch (error) {
      if (error instanceof MissingCoefficientError)
        throw new AppError('VALIDATION', {
          message: error.message,
          errors: { formula: 'validation.coefficientMissing' },
        });
      throw error;
    }
  }

  /** Spec §4: a plot without a crop, or whose crop (or the type asked) was withdrawn, has nothing to compute. */
  private cropNotice(plot: Plot, cropType: CropType): BiomassNotice | null {
    if (!plot.currentCrop) return 'plotWithoutCrop';
    if (!plot.currentCrop.available || !cropType.available) return 'cropUnavailable';
    return null;
  }

  private async chosenRegion(settlement: Settlement, regionId: string | undefined) {
    if (!regionId) return this.regionOf(settlement);
    const region = (await biomassRepository.regions(this.db)).find((row) => row.id === regionId);
    if (!region) throw new AppError('VALIDATION', { errors: { region: 'validation.regionUnknown' } });
    return { _id: region.id, name: region.name, groups: groupsOf(region) };
  }
}
