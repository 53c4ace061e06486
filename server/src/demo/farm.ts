import type { Polygon } from 'geojson';
import type { MarkerType } from '@tropero/shared/farm';
import { geometryColumns } from '../db/area-geometry';
import type { Executor } from '../db/executor';
import { newObjectId } from '../db/object-id';
import { cropsRepository } from '../modules/crops/crops.repository';
import { fencesRepository } from '../modules/fences/fences.repository';
import { markersRepository } from '../modules/markers/markers.repository';
import { plotsRepository } from '../modules/plots/plots.repository';

/** The demo farm lies in the Llanos south-east of La Rioja city. */
export const DEMO_ORIGIN = { lat: -29.56, lng: -66.8 };

/** [lng, lat] of a point `east` and `north` km from the farm origin. */
export function fromOrigin(east: number, north: number): [number, number] {
  const kmPerDegLng = 111.32 * Math.cos((DEMO_ORIGIN.lat * Math.PI) / 180);
  return [
    Number((DEMO_ORIGIN.lng + east / kmPerDegLng).toFixed(6)),
    Number((DEMO_ORIGIN.lat + north / 110.85).toFixed(6)),
  ];
}

/** A four-sided paddock from km offsets of the farm origin (corners anticlockwise from SW). */
function paddock(corners: [number, number][]): Polygon {
  const ring = corners.map(([east, north]) => fromOrigin(east, north));
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

const PLOTS: {
  name: string;
  color: string;
  corners: [number, number][];
  crops: [string, string, string | null][];
}[] = [
  {
    name: 'Potrero La Aguada',
    color: '#4363d8',
    corners: [
      [0, 0],
      [1.6, 0],
      [1.6, 1.2],
      [0, 1.25],
    ],
    crops: [['campo-natural', '2019-01-01', null]],
  },
  {
    name: 'Potrero del Molino',
    color: '#f58231',
    corners: [
      [1.6, 0],
      [3.1, 0],
      [3.15, 1.2],
      [1.6, 1.2],
    ],
    crops: [['pasto-lloron', '2021-03-15', null]],
  },
  {
    name: 'Lote Alfalfa Norte',
    color: '#ffe119',
    corners: [
      [0, 1.25],
      [1.6, 1.2],
      [1.6, 2.1],
      [0, 2.1],
    ],
    crops: [
      ['verdeo-invierno-avena', '2024-03-01', '2025-02-28'],
      ['alfalfa', '2025-03-01', null],
    ],
  },
  {
    name: 'Lote Gatton',
    color: '#911eb4',
    corners: [
      [1.6, 1.2],
      [3.15, 1.2],
      [3.1, 2.1],
      [1.6, 2.1],
    ],
    crops: [['gatton-panic', '2022-11-10', null]],
  },
  {
    name: 'Bajo del Arroyo',
    color: '#42d4f4',
    corners: [
      [3.1, 0],
      [4.2, 0.2],
      [4.3, 1.4],
      [3.15, 1.2],
    ],
    crops: [['megatermicas', '2023-12-01', null]],
  },
  {
    name: 'Potrero Monte',
    color: '#9a6324',
    corners: [
      [3.15, 1.2],
      [4.3, 1.4],
      [4.2, 2.3],
      [3.1, 2.1],
    ],
    crops: [],
  },
  {
    name: 'Verdeo Sur',
    color: '#f032e6',
    corners: [
      [0, -0.9],
      [1.6, -0.9],
      [1.6, 0],
      [0, 0],
    ],
    crops: [['verdeo-verano-sorgo', '2025-11-15', null]],
  },
  {
    name: 'Piquete de la Manga',
    color: '#e6194b',
    corners: [
      [1.6, -0.4],
      [2.1, -0.4],
      [2.1, 0],
      [1.6, 0],
    ],
    crops: [['festuca', '2020-04-01', null]],
  },
];

const FENCES: { name: string; corners: [number, number][] }[] = [
  {
    name: 'Cerco Virtual Monte',
    corners: [
      [3.2, 1.3],
      [4.2, 1.45],
      [4.1, 2.2],
      [3.2, 2.05],
    ],
  },
  {
    name: 'Cerco Virtual Alfalfa',
    corners: [
      [0.1, 1.3],
      [1.5, 1.28],
      [1.5, 2.0],
      [0.1, 2.0],
    ],
  },
];

const MARKERS: { type: MarkerType; name: string; east: number; north: number }[] = [
  { type: 'drinker', name: 'Aguada principal', east: 0.8, north: 0.6 },
  { type: 'drinker', name: 'Bebedero del monte', east: 3.7, north: 1.8 },
  { type: 'windmill', name: 'Molino', east: 2.3, north: 0.6 },
  { type: 'fence-gate', name: 'Tranquera', east: 1.6, north: 1.0 },
  { type: 'sleeve', name: 'Manga', east: 1.85, north: -0.2 },
  { type: 'scale', name: 'Balanza', east: 1.95, north: -0.3 },
];

export interface DemoFarm {
  plotIds: Record<string, string>;
  drinkers: { lat: number; lng: number }[];
}

/** Plots with crop history (one with a withdrawn crop type), two virtual fences and markers. */
export async function seedDemoFarm(
  trx: Executor,
  accountId: string,
  settlementId: string,
): Promise<DemoFarm> {
  const base = { account_id: accountId, settlement_id: settlementId };
  const plotRows = PLOTS.map((plot) => ({
    id: newObjectId(),
    ...base,
    name: plot.name,
    color: plot.color,
    ...geometryColumns(paddock(plot.corners)),
  }));
  await plotsRepository.insert(trx, plotRows);
  await cropsRepository.insert(
    trx,
    PLOTS.flatMap((plot, i) =>
      plot.crops.map(([cropTypeId, start, end]) => ({
        id: newObjectId(),
        plot_id: plotRows[i]!.id,
        crop_type_id: cropTypeId,
        start_date: start,
        end_date: end,
        quality: null,
      })),
    ),
  );
  for (const fence of FENCES) {
    await fencesRepository.insert(trx, {
      id: newObjectId(),
      ...base,
      name: fence.name,
      active: 1,
      ...geometryColumns(paddock(fence.corners)),
    });
  }
  const markerRows = MARKERS.map((marker) => {
    const [lng, lat] = fromOrigin(marker.east, marker.north);
    return { id: newObjectId(), ...base, type: marker.type, name: marker.name, lat, lng };
  });
  await markersRepository.insert(trx, markerRows);
  return {
    plotIds: Object.fromEntries(plotRows.map((row) => [row.name, row.id])),
    drinkers: markerRows.filter((m) => m.type === 'drinker').map(({ lat, lng }) => ({ lat, lng })),
  };
}
