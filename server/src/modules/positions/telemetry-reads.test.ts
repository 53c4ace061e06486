import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser, squareGeometry } from '../../../test/app';
import { describeWithApp, type SuiteOptions } from '../../../test/suite';
import { addCollaredAnimal, dataApiHeaders, daysAgo as day, ingestReadings } from '../../../test/collars';
import { cellCentre } from '../telemetry/rollup';

const setup: SuiteOptions = { settlement: { name: 'Campo Datos', location: { lat: -29.41, lng: -66.86 } } };

describeWithApp(
  'telemetry reads (heat map, behaviour, collars, tracks, live, downloads) on %s',
  setup,
  (ctx) => {
    let plotId: string;
    let animalId: string;
    let deviceId: string;
    let key: string;
    let dataHeaders: Record<string, string>;

    const ingest = (readings: object[]) => ingestReadings(ctx, key, readings);
    const data = (url: string, headers = dataHeaders) => ctx.app.inject({ method: 'GET', url, headers });

    beforeAll(async () => {
      plotId = (
        await ctx.api.post(`/api/v1/settlements/${ctx.settlementId}/plots`, {
          name: 'Potrero Datos',
          geometry: squareGeometry(),
        })
      ).json()._id;
      ({ animalId, deviceId, key } = await addCollaredAnimal(
        ctx.api,
        { settlementId: ctx.settlementId, caravana: 'DATA-1', weightKg: 450 },
        'DA:7A:00:01',
      ));
      await ctx.api.post('/api/v1/allocations', { plotId, from: day(3), animalIds: [animalId] });
      dataHeaders = await dataApiHeaders(ctx.api, ctx.owner);
      // Two days of a cow walking north inside the plot: 12 fixes 100 m apart each day.
      for (const offset of [2, 1]) {
        const start = Date.parse(`${day(offset)}T08:00:00Z`);
        await ingest(
          Array.from({ length: 12 }, (_, i) => ({
            device: 'DA:7A:00:01',
            ts: start + i * 600_000,
            lat: -29.409 + i * 0.0008,
            lng: -66.855,
            battery: 90 - i,
            behaviour: { grazing: 360, ruminating: 240 },
          })),
        );
      }
    });

    it('behaviour: daily hours, km and Mcal from the rollups', async () => {
      const response = await data(
        `/data-api/animal/behavior/${animalId}/${ctx.settlementId}?fromDate=${day(3)}&toDate=${day(0)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { days, basis } = response.json();
      expect(basis).toMatchObject({ weightKg: 450, weightAssumed: false, fixIntervalSeconds: 600 });
      expect(days.map((d: { date: string }) => d.date)).toEqual([day(2), day(1)]);
      const [first] = days;
      expect(first).toMatchObject({ grazingHours: 1.2, ruminatingHours: 0.8, readings: 12 });
      expect(first.distanceKm).toBeCloseTo(0.98, 1);
      // EN = 0.077 × (0.96 × 450)^0.75 × 1.08 + 0.00045 × 450 × km = 7.8875 + 0.2025 × km; EM = EN / 0.6081
      expect(first.enMcal).toBeCloseTo(7.8875 + 0.2025 * first.distanceKm, 1);
      expect(first.emMcal).toBeCloseTo(first.enMcal / 0.6081, 1);
    });

    it('animal count per day, heat map by settlement, plot and animals', async () => {
      const counts = await data(
        `/data-api/settlements/${ctx.settlementId}/animal-count?fromDate=${day(3)}&toDate=${day(0)}`,
      );
      expect(counts.json()).toEqual([
        { date: day(2), count: 1 },
        { date: day(1), count: 1 },
      ]);
      const range = `fromDate=${day(3)}&toDate=${day(0)}`;
      const bySettlement = (await data(`/data-api/heatmap?${range}&settlementId=${ctx.settlementId}`)).json();
      expect(bySettlement.cells.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(24);
      expect(bySettlement.max).toBeGreaterThanOrEqual(2);
      const byPlot = (await data(`/data-api/heatmap?${range}&plotId=${plotId}`)).json();
      expect(byPlot.cells.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(24);
      const byAnimal = (await data(`/data-api/heatmap?${range}&uuids=${animalId}`)).json();
      expect(byAnimal.cells.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(24);
      expect((await data(`/data-api/heatmap?${range}`)).statusCode).toBe(400);
      expect((await data(`/data-api/heatmap?${range}&settlementId=${ctx.settlementId}`, {})).statusCode).toBe(
        401,
      );
    });

    it('heat map over any range of days: the 8-day blocks and loose days add up to the day cells', async () => {
      const lat = -29.6;
      const campo = await createSettlement(ctx, ctx.owner, 'Campo Bloques', { lat, lng: -66.6 });
      const collar = await addCollaredAnimal(
        ctx.api,
        { settlementId: campo, caravana: 'BLOQ-1' },
        'DA:7A:00:B1',
      );
      // 20 days of 3 fixes, drifting east and back: days share some cells and not others.
      const readings = Array.from({ length: 20 }, (_, d) =>
        Array.from({ length: 3 }, (_, i) => ({
          device: 'DA:7A:00:B1',
          ts: Date.parse(`${day(20 - d)}T1${i}:00:00Z`),
          lat: lat + i * 0.0003,
          lng: -66.6 + (d % 5) * 0.0003,
        })),
      ).flat();
      const sent = await ingestReadings(ctx, collar.key, readings);
      expect(sent.json().accepted).toBe(60);
      const dayCells = await ctx.database.db
        .selectFrom('heat_cells')
        .selectAll()
        .where('settlement_id', '=', campo)
        .execute();
      const byCell = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
        a.lat - b.lat || a.lng - b.lng;
      for (let from = 21; from >= 0; from--) {
        for (let to = from; to >= 0; to--) {
          const sums = new Map<string, { ix: number; iy: number; count: number }>();
          for (const cell of dayCells.filter((c) => c.day >= day(from) && c.day <= day(to))) {
            const sum = sums.get(`${cell.ix}|${cell.iy}`) ?? { ix: cell.ix, iy: cell.iy, count: 0 };
            sum.count += Number(cell.count);
            sums.set(`${cell.ix}|${cell.iy}`, sum);
          }
          const expected = [...sums.values()].map((c) => ({
            ...cellCentre(c.ix, c.iy, lat),
            count: c.count,
          }));
          const heat = await data(
            `/data-api/heatmap?fromDate=${day(from)}&toDate=${day(to)}&settlementId=${campo}`,
          );
          expect(heat.statusCode).toBe(200);
          const { cells, max } = heat.json();
          expect(cells.sort(byCell), `${day(from)}…${day(to)}`).toEqual(expected.sort(byCell));
          expect(max).toBe(Math.max(0, ...expected.map((c) => c.count)));
        }
      }
    });

    it('battery history per hour, tracks, and last positions with their state', async () => {
      const battery = (
        await ctx.api.get(`/api/v1/devices/${deviceId}/battery?fromDate=${day(3)}&toDate=${day(0)}`)
      ).json();
      expect(battery).toHaveLength(4);
      expect(battery[0]).toEqual({ ts: Date.parse(`${day(2)}T08:00:00Z`), battery: 85 });
      const tracks = (
        await ctx.api.get(`/api/v1/positions?animalIds=${animalId}&fromDate=${day(3)}&toDate=${day(0)}`)
      ).json();
      expect(tracks[0].points).toHaveLength(24);
      const live = (await ctx.api.get(`/api/v1/settlements/${ctx.settlementId}/live-positions`)).json();
      expect(live).toEqual([
        expect.objectContaining({
          animalId,
          caravana: 'DATA-1',
          plotId,
          deviceId,
          battery: 79,
          state: 'noSignal',
        }),
      ]);
      await ingest([
        { device: 'DA:7A:00:01', ts: Date.now() - 60_000, lat: -29.405, lng: -66.855, battery: 10 },
      ]);
      const now = (await ctx.api.get(`/api/v1/settlements/${ctx.settlementId}/live-positions`)).json();
      expect(now[0].state).toBe('lowBattery');
      await ctx.api.post(`/api/v1/settlements/${ctx.settlementId}/fences`, {
        name: 'Cerco Chico',
        geometry: squareGeometry(-66.859, -29.409, 0.002),
      });
      const outside = (await ctx.api.get(`/api/v1/settlements/${ctx.settlementId}/live-positions`)).json();
      expect(outside[0].state).toBe('outsideFence');
    });

    it('streams committed positions to an open map (Server-Sent Events)', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (ctx.app.server.address() as AddressInfo).port;
      const controller = new AbortController();
      const response = await fetch(
        `http://127.0.0.1:${port}/api/v1/live?settlementId=${ctx.settlementId}&access_token=${ctx.owner.token}`,
        {
          signal: controller.signal,
        },
      );
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.getReader();
      await reader.read();
      await ingest([{ device: 'DA:7A:00:01', ts: Date.now() - 30_000, lat: -29.4051, lng: -66.8551 }]);
      let text = '';
      while (!text.includes('event: positions'))
        text += new TextDecoder().decode((await reader.read()).value);
      const payload = JSON.parse(text.split('data: ')[1]!.split('\n')[0]!);
      expect(payload).toEqual([
        expect.objectContaining({ deviceId, animalId, lat: -29.4051, lng: -66.8551 }),
      ]);
      controller.abort();
    });

    it('downloads reported locations (CSV, GeoJSON) and daily events (XLSX) in the user’s language', async () => {
      const range = `fromDate=${day(3)}&toDate=${day(0)}`;
      const csv = await ctx.api.get(`/api/v1/exports/locations?format=csv&animalIds=${animalId}&${range}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(
        /attachment; filename="ubicaciones-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Caravana,Fecha y hora,Latitud,Longitud,Precisión (m),Batería (%),Temperatura (°C)',
      );
      expect(lines.length).toBeGreaterThanOrEqual(25);
      expect(lines[1]).toMatch(new RegExp(`^DATA-1,${day(2)} 05:00 -03:00,-29.409,-66.855`));

      const geojson = await ctx.api.get(
        `/api/v1/exports/locations?format=geojson&settlementId=${ctx.settlementId}&${range}`,
      );
      const collection = geojson.json();
      expect(collection.type).toBe('FeatureCollection');
      expect(collection.features[0]).toMatchObject({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-66.855, -29.409] },
      });

      const xlsx = await ctx.api.get(`/api/v1/exports/events?format=xlsx&animalIds=${animalId}&${range}`);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const events = await ctx.api.get(`/api/v1/exports/events?format=csv&animalIds=${animalId}&${range}`);
      expect(events.body).toContain('Pastoreo (h),Rumia (h)');
      expect(events.body).toContain(
        'Distancia (km),EN (Mcal),EM (Mcal),Peso usado (kg),Peso registrado (kg)',
      );
      expect(events.body).toContain('DATA-1');
      // The weight used and the recorded one (450 kg, so not a category default), then the readings.
      expect(events.body).toMatch(/,450,450,12\r\n/);
      expect((await ctx.api.get(`/api/v1/exports/events?format=csv&${range}`)).statusCode).toBe(400);
    });

    it('grazing dynamics: occupancy of each plot per day', async () => {
      const range = `fromDate=${day(3)}&toDate=${day(1)}`;
      const rows = (
        await data(`/data-api/grazing-dynamics?settlementId=${ctx.settlementId}&${range}`)
      ).json();
      expect(rows).toEqual([
        { plotId, date: day(2), animals: 1, animalHours: 2, grazingHours: 1.2, partial: false },
        { plotId, date: day(1), animals: 1, animalHours: 2, grazingHours: 1.2, partial: false },
      ]);
      const otherPlot = (
        await data(
          `/data-api/grazing-dynamics?settlementId=${ctx.settlementId}&plotId=${ctx.settlementId}&${range}`,
        )
      ).json();
      expect(otherPlot).toEqual([]);
    });

    it('another account gets 404 on every read', async () => {
      const stranger = await createUser(ctx);
      const strangerApi = apiAs(ctx, stranger);
      const strangerData = await dataApiHeaders(strangerApi, stranger);
      const range = `fromDate=${day(3)}&toDate=${day(0)}`;
      for (const response of await Promise.all([
        data(`/data-api/animal/behavior/${animalId}/${ctx.settlementId}?${range}`, strangerData),
        data(`/data-api/settlements/${ctx.settlementId}/animal-count?${range}`, strangerData),
        data(`/data-api/heatmap?${range}&settlementId=${ctx.settlementId}`, strangerData),
        data(`/data-api/heatmap?${range}&plotId=${plotId}`, strangerData),
        data(`/data-api/heatmap?${range}&uuids=${animalId}`, strangerData),
        data(`/data-api/grazing-dynamics?settlementId=${ctx.settlementId}&${range}`, strangerData),
        strangerApi.get(`/api/v1/devices/${deviceId}/battery`),
        strangerApi.get(`/api/v1/positions?animalIds=${animalId}`),
        strangerApi.get(`/api/v1/settlements/${ctx.settlementId}/live-positions`),
        strangerApi.get(`/api/v1/live?settlementId=${ctx.settlementId}`),
        strangerApi.get(`/api/v1/exports/locations?animalIds=${animalId}`),
        strangerApi.get(`/api/v1/exports/events?settlementId=${ctx.settlementId}`),
      ])) {
        expect(response.statusCode).toBe(404);
      }
    });
  },
);
