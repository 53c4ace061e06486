import { describe, expect, it } from 'vitest';
import { areaFeatures } from './area-features';
import {
  LABEL_HEIGHT_PX,
  LABEL_MIN_PLOT_PIXELS,
  labelPosition,
  labelWidth,
  partsThatFit,
  placeLabels,
  PIN_CLEARANCE_PX,
  plotPixelWidth,
} from './label-placement';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-66.8, -29.5],
      [-66.79, -29.5],
      [-66.79, -29.49],
      [-66.8, -29.49],
      [-66.8, -29.5],
    ],
  ],
};

describe('area features', () => {
  it('carry the id, the colour and the selection', () => {
    const collection = areaFeatures(
      [
        { _id: 'a', name: 'Potrero Norte', color: '#e6194b', geometry: square, areaHa: 100 },
        { _id: 'b', name: 'Cerco Sur', geometry: square, areaHa: 50, active: false },
      ],
      'b',
    );
    expect(collection.features.map((feature) => feature.properties)).toEqual([
      { id: 'a', name: 'Potrero Norte', color: '#e6194b', active: true, selected: false },
      { id: 'b', name: 'Cerco Sur', color: '#ffffff', active: false, selected: true },
    ]);
  });
});

describe('plot labels', () => {
  it('sit at the centroid of the largest part', () => {
    const small = square.coordinates[0]!.map(([lng, lat]) => [lng! / 2, lat! / 2]);
    const [lng, lat] = labelPosition({ type: 'MultiPolygon', coordinates: [[small], square.coordinates] });
    expect(lng).toBeCloseTo(-66.795, 6);
    expect(lat).toBeCloseTo(-29.495, 6);
  });

  it('keep the name first and drop the area and heads from the end when the plot is narrow', () => {
    const parts = ['137,6 ha', '70 cab.'];
    expect(partsThatFit(400, 'Lote Gatton', parts)).toEqual(parts);
    expect(partsThatFit(200, 'Lote Gatton', parts)).toEqual(['137,6 ha']);
    expect(partsThatFit(120, 'Lote Gatton', parts)).toEqual([]);
  });

  it('know how wide their plot is on screen, to show only where it is wide enough', () => {
    // 0.01° of longitude: about 58 px at zoom 12, 116 px at zoom 13.
    expect(plotPixelWidth(square, 12)).toBeCloseTo(58.25, 1);
    expect(plotPixelWidth(square, 12)).toBeLessThan(LABEL_MIN_PLOT_PIXELS);
    expect(plotPixelWidth(square, 13)).toBeGreaterThan(LABEL_MIN_PLOT_PIXELS);
  });
});

describe('plot labels and farm markers', () => {
  const point = [-66.795, -29.495];
  const label = { width: 160, height: LABEL_HEIGHT_PX };
  /** Metres to degrees near the test plot. */
  const north = (metres: number) => [point[0]!, point[1]! + metres / 110_574];
  const east = (metres: number) => [point[0]! + metres / 96_900, point[1]!];
  const offsetOf = (pins: number[][], zoom: number) =>
    placeLabels([{ anchor: point, box: label }], pins, zoom)[0]!;
  /** Whether a pin at `pin` covers a label moved by `offset` (both in pixels from the label point). */
  const covers = ([px, py]: number[], [dx, dy]: number[]) =>
    Math.abs(px! - dx!) < label.width / 2 + PIN_CLEARANCE_PX &&
    Math.abs(py! - dy!) < label.height / 2 + PIN_CLEARANCE_PX;

  it('stay on their point when no pin is in the way', () => {
    expect(offsetOf([], 15)).toEqual([0, 0]);
    expect(offsetOf([north(2_000)], 15)).toEqual([0, 0]);
  });

  it('move just clear of a pin that would cover them, and stay readable beside it', () => {
    const offset = offsetOf([point], 15);
    expect(covers([0, 0], offset)).toBe(false);
    // The nearest clear place: right under (or over) the pin, not far away.
    expect(offset).toEqual([0, label.height / 2 + PIN_CLEARANCE_PX]);
  });

  it('find a place clear of two pins, as when two markers sit on one plot', () => {
    // Two pins 30 m apart, on and just south of the label point (y grows southwards on screen).
    const zoom = 17;
    const offset = offsetOf([point, north(-30)], zoom);
    // Web Mercator: 512 px tiles over the equator's 40,075 km, stretched by 1 / cos(latitude).
    const pixelsPerMetre = (512 * 2 ** zoom) / (40_075_017 * Math.cos((29.495 * Math.PI) / 180));
    for (const pin of [
      [0, 0],
      [0, 30 * pixelsPerMetre],
    ])
      expect(covers(pin, offset)).toBe(false);
    expect(offset[1]).toBeLessThan(0);
    // Pins on either side leave the label where it is.
    expect(offsetOf([east(200), east(-200)], zoom)).toEqual([0, 0]);
  });

  it('make way for the labels placed before them', () => {
    // Two plots whose label points fall together: the second label moves off the first.
    const [first, second] = placeLabels(
      [
        { anchor: point, box: label },
        { anchor: point, box: label },
      ],
      [],
      15,
    );
    expect(first).toEqual([0, 0]);
    expect(Math.abs(second![1]! - first![1]!)).toBeGreaterThanOrEqual(LABEL_HEIGHT_PX);
  });

  it("give way where pins leave no room, unless it is the selected plot's label", () => {
    const zoom = 17;
    const pixelsPerMetre = (512 * 2 ** zoom) / (40_075_017 * Math.cos((29.495 * Math.PI) / 180));
    // Pins every 40 px over 800 × 400 px around the label point: no place near it is clear.
    const crowd = Array.from({ length: 21 * 11 }, (_, i) => {
      const [x, y] = [((i % 21) - 10) * 40, (Math.floor(i / 21) - 5) * 40];
      return [east(x / pixelsPerMetre)[0]!, north(-y / pixelsPerMetre)[1]!];
    });
    expect(placeLabels([{ anchor: point, box: label }], crowd, zoom)).toEqual([null]);
    const [kept] = placeLabels([{ anchor: point, box: label, keep: true }], crowd, zoom);
    expect(kept).not.toBeNull();
  });

  it('are measured as wide as their text, no wider than their plot', () => {
    expect(labelWidth(400, 'Lote Gatton', ['137,6 ha'])).toBe(18 + 11 * 7 + 12 + 8 * 7);
    expect(labelWidth(100, 'Lote Gatton', ['137,6 ha'])).toBe(100);
  });
});
