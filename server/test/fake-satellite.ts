import type {
  Bbox,
  GreenIndexLayer,
  PlotRaster,
  PlotSceneFigures,
  PlotShape,
  SatelliteProvider,
  Scene,
} from '../src/providers/satellite/satellite-provider';

/**
 * A satellite provider in memory: the scenes it knows, each plot's figures in each scene as the test
 * sets them, and the image of any plot; it records what it was asked. `failOn` makes the figures of
 * a scene fail (as an upstream error would).
 */
export class FakeSatellite implements SatelliteProvider {
  readonly name = 'earth-search' as const;
  readonly simulated = false;
  readonly resolutionMeters = 10;
  readonly revisitDays = 5;
  scenes: Scene[] = [];
  failOn: string | null = null;
  searches: { bbox: Bbox; from: number; to: number }[] = [];
  figureCalls: { sceneId: string; plotIds: string[] }[] = [];
  rasterCalls: { sceneId: string; plotId: string; layer: GreenIndexLayer }[] = [];
  /** Called before each scene's figures are answered (a test looks at the progress then). */
  beforeFigures: (scene: Scene) => Promise<void> = async () => {};

  constructor(
    readonly figures: (scene: Scene, plot: PlotShape) => PlotSceneFigures,
    readonly raster: PlotRaster | null = null,
  ) {}

  async searchScenes(bbox: Bbox, from: number, to: number): Promise<Scene[]> {
    this.searches.push({ bbox, from, to });
    return this.scenes.filter((scene) => scene.acquiredAt >= from && scene.acquiredAt <= to);
  }

  async plotFigures(scene: Scene, plots: readonly PlotShape[]): Promise<PlotSceneFigures[]> {
    await this.beforeFigures(scene);
    this.figureCalls.push({ sceneId: scene.id, plotIds: plots.map((plot) => plot.id) });
    if (scene.id === this.failOn) throw new Error(`scene ${scene.id} could not be read`);
    return plots.map((plot) => this.figures(scene, plot));
  }

  async plotRaster(scene: Scene, plot: PlotShape, layer: GreenIndexLayer): Promise<PlotRaster | null> {
    this.rasterCalls.push({ sceneId: scene.id, plotId: plot.id, layer });
    return layer === 'ndvi' ? this.raster : null;
  }
}
