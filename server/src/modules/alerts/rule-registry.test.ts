import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALERT_SEVERITY, type AlertType } from '@tropero/shared/alerts';
import { addCollaredAnimal, ingestReadings } from '../../../test/collars';
import { describeWithApp } from '../../../test/suite';
import { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import type { AlertChange } from './alert-change';
import { AlertContext } from './alert-context';
import { AlertEngine } from './alert-engine';
import { AlertRulesJob } from './alert-jobs';
import { figureOf } from './alert-ops';
import type { AlertRule } from './rules/rule';
import { animalSubject } from './subjects';

const HOUR = 3_600_000;
/** A type no real rule has; a real one is added to `ALERT_TYPES` and `ALERT_SEVERITY` (the shared contract). */
const NORTH = 'northOfLine' as AlertType;
const LINE = -29.4;

/**
 * A rule only this test knows: two fixes in a row north of the line raise (a counter kept between
 * batches); the job resolves an alert open for more than an hour.
 */
const northOfLine: AlertRule = {
  type: NORTH,
  readings: {
    about: 'animal',
    counters: true,
    applies: () => true,
    judge({ fixes }, _, subject) {
      let counter = subject.state()?.counter ?? 0;
      let open = subject.wasOpen;
      for (const fix of fixes) {
        counter = fix.lat! > LINE ? counter + 1 : 0;
        if (counter < 2 || open) continue;
        subject.raise(figureOf(fix, fix.lat, LINE), counter);
        open = true;
      }
      subject.setState({ counter });
    },
  },
  tick: {
    async judge({ settlement, now, ops, open }) {
      for (const alert of await open())
        if (alert.opened_at < now - HOUR)
          ops.resolve(
            animalSubject(NORTH, settlement, { id: alert.subject_id, caravana: alert.subject_label }),
            now,
          );
    },
  },
};

describeWithApp(
  'a rule registered with the engine and the job on %s',
  { settlement: 'Campo del Norte' },
  (ctx) => {
    beforeAll(() => {
      Object.assign(ALERT_SEVERITY, { [NORTH]: 'info' });
    });
    afterAll(() => {
      delete (ALERT_SEVERITY as Record<string, unknown>)[NORTH];
    });

    it('raises on readings and resolves on a tick through the normal path, no other file touched', async () => {
      const collar = await addCollaredAnimal(
        ctx.api,
        { settlementId: ctx.settlementId, caravana: 'N-1' },
        'AB:CD:77:01',
      );
      const changes: AlertChange[] = [];
      const publish = (batch: AlertChange[]) => changes.push(...batch);
      const engine = new AlertEngine(
        ctx.database,
        new AlertContext(ctx.database.db, 0),
        publish,
        ctx.app.log,
        HOUR,
        [northOfLine],
      );
      ctx.services.telemetry.listen(engine);
      const job = new AlertRulesJob(ctx.database, publish, new CoefficientTablesService(ctx.database.db), [
        northOfLine,
      ]);
      const now = Date.now();
      const send = async (ts: number, lat: number) => {
        const response = await ingestReadings(ctx, collar.key, [
          { device: 'AB:CD:77:01', ts, lat, lng: -66.85 },
        ]);
        expect(response.json().accepted, response.body).toBe(1);
        await engine.idle();
      };
      const alerts = () =>
        ctx.database.db.selectFrom('alerts').selectAll().where('type', '=', NORTH).execute();

      await send(now - 3 * 60_000, -29.3);
      expect(await alerts()).toEqual([]);
      await send(now - 2 * 60_000, -29.3);
      expect(await alerts()).toMatchObject([
        { state: 'open', count: 2, subject_id: collar.animalId, severity: 'info', value: -29.3 },
      ]);
      expect(changes.map((c) => c.kind)).toEqual(['opened']);

      await job.run(now);
      expect(await alerts()).toMatchObject([{ state: 'open' }]);
      await job.run(now + 2 * HOUR);
      expect(await alerts()).toMatchObject([{ state: 'resolved', resolved_at: now + 2 * HOUR }]);
      expect(changes.map((c) => c.kind)).toEqual(['opened', 'resolved']);
    });
  },
);
