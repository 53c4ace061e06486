import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { useUpdateMarker } from '../../farm/api/update-marker';
import { BASEMAP_SOURCES, defaultBasemap, type Basemap } from '../../../components/map/basemaps';
import { boundsOf, isPoint, type Bounds } from '../../../components/map/bounds';
import { useCentreOnAnimal } from '../../../components/map/centre-on-animal';
import { PolygonDraw } from '../../../components/map/draw/polygon-draw';
import { FrameBounds, useFrame } from '../../../components/map/frame-bounds';
import { FarmMarkersLayer } from '../../../components/map/layers/farm-markers-layer';
import { FencesLayer } from '../../../components/map/layers/fences-layer';
import { PlotLabelsLayer } from '../../../components/map/layers/plot-labels-layer';
import { PlotsLayer } from '../../../components/map/layers/plots-layer';
import { SettlementLayer } from '../../../components/map/layers/settlement-layer';
import { MapCanvas } from '../../../components/map/map-canvas';
import { MapInsetPadding } from '../../../components/map/map-inset';
import { FrameButton, LayersControl } from '../../../components/map/map-controls';
import { mapPalette } from '../../../components/map/map-palette';
import { useLiveStore } from '../../telemetry/components/live-provider';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { useTelemetryView } from '../workspace/telemetry-view';
import { AnimalColouringChoice } from './animal-colouring';
import { LiveAnimals, ScopedHeatmap, SelectedAnimalTrack } from './live-layers';
import { WeatherRasterLayer } from '../../../components/map/layers/weather-raster-layer';
import { useWeatherOverlay } from '../workspace/weather-overlay';
import { GreenIndexLayer } from '../../../components/map/layers/green-index-layer';
import { useGreenIndexOverlay } from '../workspace/green-index-overlay';
import { ReplayAnimals } from './replay-layers';
import { useForageLabelNotes } from '../../forage/components/forage-label-notes';

const LAYERS = ['plots', 'labels', 'fences', 'markers', 'settlement', 'animals', 'heatmap'] as const;
/** The heat map costs a query: it starts off (its toggle is shared with the heat-map card). */
const INITIAL_LAYERS = LAYERS.filter((layer) => layer !== 'heatmap');
type LayerKey = (typeof LAYERS)[number];

/** Frames the whole settlement: with its outlines, markers and location. */
function useSettlementBounds() {
  const { settlement, plots, fences, markers } = useFarmWorkspace();
  return useMemo(
    () =>
      boundsOf(
        [...(plots.data ?? []), ...(fences.data ?? [])].map((area) => area.geometry),
        [settlement.location, ...(markers.data ?? []).map((marker) => marker.location)],
      ),
    [settlement.location, plots.data, fences.data, markers.data],
  );
}

/**
 * What the map frames: the settlement once everything it has is known, and each item asked for (a choice
 * from a list or the search). An animal is centred instead, and followed as it moves: one asked for (its
 * position is what the workspace frames) or one opened by a link (selected when the map opens); the
 * settlement is framed when a linked animal has no position.
 */
function MapFraming({ bounds, loaded }: { bounds: Bounds | null; loaded: boolean }) {
  const { settlement, selection, focus } = useFarmWorkspace();
  const [linked] = useState(() => (selection?.kind === 'animal' && !focus ? selection.id : null));
  const animalId = selection?.kind === 'animal' ? selection.id : null;
  const animalFocus = animalId !== null && focus !== null && isPoint(focus.bounds);
  const request = animalFocus
    ? { animalId, key: focus.key }
    : linked && !focus && linked === animalId
      ? { animalId: linked, key: 'link' }
      : null;
  const animal = useCentreOnAnimal(useLiveStore(), request);
  const ready = loaded && !(request?.key === 'link' && animal === 'waiting');
  return (
    <>
      <FrameBounds
        bounds={ready && !focus && animal !== 'centred' ? bounds : null}
        frameKey={`${settlement._id}:${ready}`}
      />
      <FrameBounds bounds={focus && !animalFocus ? focus.bounds : null} frameKey={focus?.key ?? 0} />
    </>
  );
}

function FrameSettlement({ bounds }: { bounds: Bounds | null }) {
  const frame = useFrame();
  return <FrameButton onClick={() => frame(bounds)} />;
}

/**
 * The dashboard's map (loaded lazily with MapLibre): the settlement's plots, fences, markers and
 * location, the selection, and whichever map tool a panel holds (drawing, placing, moving).
 */
export default function FarmMap() {
  const { t } = useTranslation();
  const workspace = useFarmWorkspace();
  const { settlement, selection, select, tool } = workspace;
  const [basemap, setBasemap] = useState<Basemap>(() => defaultBasemap(BASEMAP_SOURCES));
  const [visible, setVisible] = useState<string[]>(INITIAL_LAYERS);
  const moveMarker = useUpdateMarker(settlement._id);
  const bounds = useSettlementBounds();
  const forageNotes = useForageLabelNotes(settlement._id);
  const pins = useMemo(
    () => (workspace.markers.data ?? []).map((marker) => marker.location),
    [workspace.markers.data],
  );

  const { heatmap, setHeatmap } = useTelemetryView();
  const overlay = useWeatherOverlay();
  const greenIndex = useGreenIndexOverlay();
  const layersOn = heatmap.shown ? [...visible, 'heatmap'] : visible;
  const shown = (layer: LayerKey) => layersOn.includes(layer);
  const selectedId = (kind: 'plot' | 'fence' | 'marker' | 'animal') =>
    selection?.kind === kind ? selection.id : null;
  // While a tool is in use, clicks belong to it: nothing else is selectable.
  const selectable = tool === null;
  const pick = (kind: 'plot' | 'fence' | 'marker' | 'animal') =>
    selectable ? (id: string) => select({ kind, id }) : undefined;
  const editedId = tool?.kind === 'drawArea' ? tool.editId : undefined;
  const plots = (workspace.plots.data ?? []).filter((plot) => plot._id !== editedId);
  const fences = (workspace.fences.data ?? []).filter((fence) => fence._id !== editedId);
  const edited =
    editedId &&
    [...(workspace.plots.data ?? []), ...(workspace.fences.data ?? [])].find((area) => area._id === editedId);
  const loaded = workspace.plots.isSuccess && workspace.fences.isSuccess && workspace.markers.isSuccess;

  return (
    <MapCanvas
      label={t('dashboard.map.label')}
      basemap={basemap}
      initialCenter={settlement.location}
      onClick={tool?.kind === 'placeMarker' ? workspace.setDraft : undefined}
      cursor={tool?.kind === 'placeMarker' ? 'crosshair' : undefined}
      controls={
        <>
          <LayersControl
            basemap={basemap}
            onBasemapChange={setBasemap}
            toggles={LAYERS.map((key) => ({ key, label: t(`dashboard.map.layers.${key}`) }))}
            visible={layersOn}
            onVisibleChange={(next) => {
              setVisible(next.filter((layer) => layer !== 'heatmap'));
              setHeatmap({ shown: next.includes('heatmap') });
            }}
          >
            <AnimalColouringChoice />
          </LayersControl>
          <FrameSettlement bounds={bounds} />
        </>
      }
    >
      <MapInsetPadding />
      <MapFraming bounds={bounds} loaded={loaded} />
      {overlay && <WeatherRasterLayer {...overlay} />}
      {greenIndex && <GreenIndexLayer {...greenIndex} />}
      {shown('heatmap') && <ScopedHeatmap />}
      <PlotsLayer
        plots={plots}
        selectedId={selectedId('plot')}
        visible={shown('plots')}
        onSelect={pick('plot')}
      />
      <FencesLayer
        fences={fences}
        selectedId={selectedId('fence')}
        visible={shown('fences')}
        onSelect={pick('fence')}
      />
      <SettlementLayer location={settlement.location} visible={shown('settlement')} />
      <SelectedAnimalTrack animalId={selectedId('animal')} visible={shown('animals')} />
      <LiveAnimals selectedId={selectedId('animal')} visible={shown('animals')} onSelect={pick('animal')} />
      <ReplayAnimals visible={shown('animals')} />
      <PlotLabelsLayer
        plots={plots}
        selectedId={selectedId('plot')}
        visible={shown('labels') && shown('plots')}
        onSelect={pick('plot')}
        pins={shown('markers') ? pins : undefined}
        notes={forageNotes}
      />
      <FarmMarkersLayer
        markers={workspace.markers.data ?? []}
        selectedId={selectedId('marker')}
        movableId={tool?.kind === 'moveMarker' ? tool.markerId : null}
        visible={shown('markers')}
        onSelect={pick('marker')}
        onMove={(id, { lat, lng }) => moveMarker.mutate({ id, patch: { location: { lat, lng } } })}
      />
      {tool?.kind === 'placeMarker' && workspace.draft && (
        <Marker
          longitude={workspace.draft.lng}
          latitude={workspace.draft.lat}
          anchor="bottom"
          color={mapPalette.drawing}
        />
      )}
      {tool?.kind === 'drawArea' && (
        <PolygonDraw
          key={`${tool.target}:${editedId ?? 'new'}`}
          ref={workspace.drawHandle}
          initial={edited && edited.geometry.type === 'Polygon' ? edited.geometry : undefined}
          onChange={workspace.setDraw}
        />
      )}
    </MapCanvas>
  );
}
