import type { UseQueryResult } from '@tanstack/react-query';
import type { Settlement } from '@tropero/shared/farm';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useFences } from '../../farm/api/get-fences';
import { useMarkers } from '../../farm/api/get-markers';
import { usePlots } from '../../../api/get-plots';
import type { FarmMarker, Fence, Plot } from '../../farm/api/farm-types';
import { boundsOf, type Bounds, type LatLng } from '../../../components/map/bounds';
import type { PolygonDrawHandle, PolygonDrawState } from '../../../components/map/draw/polygon-draw';
import { useLiveStore } from '../../telemetry/components/live-provider';
import type { LiveSnapshot } from '../../telemetry/api/live-store';
import type { DashboardPanel } from '../panel-ids';
import type { QuickTimeRange } from '../time-ranges';
import type { MapTool } from './map-tool';
import type { Selection } from '../../../config/dashboard-selection';

/** A request to frame part of the map; the key makes asking twice for the same box move it again. */
export interface FocusRequest {
  bounds: Bounds;
  key: number;
}

/** An item to frame once it is known (e.g. found by the top bar's search in another settlement). */
export interface FocusItem {
  selection: Selection;
  key: number;
}

export interface FarmWorkspace {
  settlement: Settlement;
  /** The top bar's time range: tracks and charts cover it. */
  range: QuickTimeRange;
  /** The user may change this settlement (admin access); otherwise edit actions are hidden. */
  canEdit: boolean;
  plots: UseQueryResult<Plot[]>;
  fences: UseQueryResult<Fence[]>;
  markers: UseQueryResult<FarmMarker[]>;
  selection: Selection | null;
  /** Selects an item; `focus` also frames it on the map (a choice from a list, not a click on it). */
  select: (selection: Selection | null, options?: { focus?: boolean }) => void;
  focus: FocusRequest | null;
  /** Frames part of the map, e.g. the plots just imported. */
  frame: (bounds: Bounds | null) => void;
  tool: MapTool | null;
  setTool: (tool: MapTool | null) => void;
  /** The outline being drawn or reshaped. */
  draw: PolygonDrawState;
  setDraw: (state: PolygonDrawState) => void;
  drawHandle: RefObject<PolygonDrawHandle | null>;
  /** Where the marker being placed goes, once the map was clicked. */
  draft: LatLng | null;
  setDraft: (location: LatLng | null) => void;
  openPanel: (panel: DashboardPanel | null) => void;
}

const FarmWorkspaceContext = createContext<FarmWorkspace | null>(null);

export function useFarmWorkspace(): FarmWorkspace {
  const workspace = useContext(FarmWorkspaceContext);
  if (!workspace)
    throw new Error('useFarmWorkspace must be used inside its provider (FarmWorkspaceProvider)');
  return workspace;
}

const NO_DRAWING: PolygonDrawState = { geometry: null, closed: false };

/** Not loaded yet: the item may still turn up. */
const UNKNOWN = 'unknown';

/**
 * The box around one item of the settlement, to frame it when it is chosen from a list or a search;
 * null when it is not there (or has no position yet), UNKNOWN while its list still loads.
 */
function boundsOfItem(
  selection: Selection,
  plots: Plot[] | undefined,
  fences: Fence[] | undefined,
  markers: FarmMarker[] | undefined,
  animals: LiveSnapshot,
): Bounds | null | typeof UNKNOWN {
  if (selection.kind === 'animal') {
    if (animals.size === 0) return UNKNOWN;
    const animal = animals.get(selection.id);
    return animal && animal.lat !== null && animal.lng !== null
      ? boundsOf([], [{ lat: animal.lat, lng: animal.lng }])
      : null;
  }
  if (selection.kind === 'marker') {
    if (!markers) return UNKNOWN;
    const marker = markers.find((candidate) => candidate._id === selection.id);
    return marker ? boundsOf([], [marker.location]) : null;
  }
  const areas: (Plot | Fence)[] | undefined = selection.kind === 'plot' ? plots : fences;
  if (!areas) return UNKNOWN;
  const area = areas.find((candidate) => candidate._id === selection.id);
  return area ? boundsOf([area.geometry]) : null;
}

interface FarmWorkspaceProviderProps {
  settlement: Settlement;
  range: QuickTimeRange;
  selection: Selection | null;
  onSelectionChange: (selection: Selection | null) => void;
  openPanel: (panel: DashboardPanel | null) => void;
  /** An item to frame as soon as it is known; a new key asks again. */
  focusItem?: FocusItem | null;
  children: ReactNode;
}

/**
 * What the dashboard's parts share about the settlement on screen: its plots, fences and markers,
 * the selection, and the map tool in use. The map, the side panel and the bottom panels read it.
 */
export function FarmWorkspaceProvider({
  settlement,
  range,
  selection,
  onSelectionChange,
  openPanel,
  focusItem = null,
  children,
}: FarmWorkspaceProviderProps) {
  const plots = usePlots(settlement._id);
  const fences = useFences(settlement._id);
  const markers = useMarkers(settlement._id);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [tool, setTool] = useState<MapTool | null>(null);
  const [draw, setDraw] = useState<PolygonDrawState>(NO_DRAWING);
  const [draft, setDraft] = useState<LatLng | null>(null);
  const drawHandle = useRef<PolygonDrawHandle | null>(null);
  const live = useLiveStore();
  // The item waiting to be framed: its list (or the animal's position) may not have loaded yet.
  const [pendingFocus, setPendingFocus] = useState<Selection | null>(null);
  const focusKey = focusItem?.key;
  useEffect(() => {
    if (focusItem) setPendingFocus(focusItem.selection);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- A new request, not a new object, asks again.
  }, [focusKey]);

  const frame = (bounds: Bounds | null) => {
    if (bounds) setFocus((current) => ({ bounds, key: (current?.key ?? 0) + 1 }));
  };

  useEffect(() => {
    if (!pendingFocus) return;
    const settle = () => {
      const bounds = boundsOfItem(pendingFocus, plots.data, fences.data, markers.data, live.get());
      if (bounds === UNKNOWN) return;
      frame(bounds);
      setPendingFocus(null);
    };
    settle();
    // Animals arrive with the live positions: wait for them.
    return pendingFocus.kind === 'animal' ? live.subscribe(settle) : undefined;
  }, [pendingFocus, plots.data, fences.data, markers.data, live]);

  const value = useMemo<FarmWorkspace>(
    () => ({
      settlement,
      range,
      canEdit: settlement.access === 'admin',
      plots,
      fences,
      markers,
      selection,
      select: (next, options) => {
        onSelectionChange(next);
        if (next && options?.focus) setPendingFocus(next);
      },
      focus,
      frame,
      tool,
      setTool: (next) => {
        setTool(next);
        setDraw(NO_DRAWING);
        setDraft(null);
      },
      draw,
      setDraw,
      drawHandle,
      draft,
      setDraft,
      openPanel,
    }),
    [
      settlement,
      range,
      plots,
      fences,
      markers,
      selection,
      onSelectionChange,
      focus,
      tool,
      draw,
      draft,
      openPanel,
    ],
  );
  return <FarmWorkspaceContext.Provider value={value}>{children}</FarmWorkspaceContext.Provider>;
}

/** Holds a map tool while the calling panel is open; the tool ends with the panel. */
export function useMapTool(tool: MapTool | null): void {
  const { setTool } = useFarmWorkspace();
  const key = JSON.stringify(tool);
  useEffect(() => {
    setTool(tool);
    return () => setTool(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Compared by value: a panel re-rendering with an equal tool keeps its drawing going.
  }, [key]);
}
