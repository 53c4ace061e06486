import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { reframe } from './keep-framed';

/** The share of the map a cover may take from framing: past it (a sheet opened full) the map keeps the rest. */
const MAX_COVER_SHARE = 0.6;

interface MapInset {
  /** The height (px) the tallest cover hides at the map's foot. */
  bottom: number;
  report: (id: string, height: number) => void;
}

const MapInsetContext = createContext<MapInset>({ bottom: 0, report: () => undefined });

/**
 * The map's padding for a cover of `covered` px over its foot, on a map `height` px high: what the map
 * centres and frames sits in the part left in view.
 */
export function bottomPadding(covered: number, height: number): number {
  return Math.round(Math.max(0, Math.min(covered, height * MAX_COVER_SHARE)));
}

/**
 * The area that holds a map and what lies over its foot (a bottom sheet, a card). Covers report their
 * height; the map frames in what is left, and the map's own buttons rise above them through the CSS
 * variable `--map-inset-bottom`.
 */
export function MapInsetArea({ className, children }: { className?: string; children: ReactNode }) {
  const [covers, setCovers] = useState<Record<string, number>>({});
  const report = useCallback((id: string, height: number) => {
    setCovers((current) => {
      if ((current[id] ?? 0) === height) return current;
      const { [id]: _dropped, ...rest } = current;
      return height > 0 ? { ...rest, [id]: height } : rest;
    });
  }, []);
  const bottom = Math.max(0, ...Object.values(covers));
  const inset = useMemo(() => ({ bottom, report }), [bottom, report]);
  return (
    <MapInsetContext.Provider value={inset}>
      <div className={className} style={{ '--map-inset-bottom': `${bottom}px` } as CSSProperties}>
        {children}
      </div>
    </MapInsetContext.Provider>
  );
}

/** Reports how much of the map's foot the caller covers (0 or unmounting: none). */
export function useReportCover(): (height: number) => void {
  const id = useId();
  const { report } = useContext(MapInsetContext);
  useEffect(() => () => report(id, 0), [id, report]);
  return useCallback((height: number) => report(id, Math.round(height)), [id, report]);
}

/**
 * Inside a map: keeps its bottom padding to what covers it. The view the user sees does not move, but a
 * framing still kept (an animal centred, the settlement framed) is run again in the part left in view.
 */
export function MapInsetPadding() {
  const map = useMap().current;
  const { bottom } = useContext(MapInsetContext);
  useEffect(() => {
    if (!map) return;
    const apply = () => {
      const padding = {
        top: 0,
        left: 0,
        right: 0,
        bottom: bottomPadding(bottom, map.getContainer().clientHeight),
      };
      if (padding.bottom === map.getPadding().bottom) return;
      // The point now at the centre of the view stays there: only a kept framing moves the map.
      const { clientWidth, clientHeight } = map.getContainer();
      const centre = map.unproject([clientWidth / 2, (clientHeight - padding.bottom) / 2]);
      map.jumpTo({ center: centre, padding });
      reframe(map.getMap());
    };
    apply();
    map.on('resize', apply);
    return () => {
      map.off('resize', apply);
    };
  }, [map, bottom]);
  return null;
}
