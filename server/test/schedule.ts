import type { FastifyInstance } from 'fastify';
import { readEnv } from '../src/config';
import type { Executor } from '../src/db/executor';
import type { ScheduleContext } from '../src/schedule';
import type { Services } from '../src/services';
import { TEST_SECRET } from './app';

/** The schedule's context on a test server: the default settings unless `env` sets them, never stopped. */
export const testScheduleContext = (
  server: { app: FastifyInstance; services: Services },
  db: Executor,
  env: NodeJS.ProcessEnv = {},
): ScheduleContext => ({
  services: server.services,
  app: server.app,
  db,
  env: readEnv(env),
  secret: TEST_SECRET,
  stopped: new AbortController().signal,
});
