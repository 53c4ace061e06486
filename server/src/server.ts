import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import { createLogger, type Logger } from './logger';
import type { Mailer } from './providers/mail/mailer';
import { createServices, type Services } from './services';

export interface ServerDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  /** Default: silent (the tests and tools). */
  logger?: Logger;
}

/** One server: its services and the HTTP app over them. */
export interface TroperoServer {
  app: FastifyInstance;
  services: Services;
  /** Closes the app, then the services (the database stays open: its owner closes it). */
  close(): Promise<void>;
}

/** The whole server on a database: used by main.ts, the tests, the bench and the command-line tools. */
export async function buildServer({
  config,
  database,
  mailer,
  logger = createLogger('silent'),
}: ServerDeps): Promise<TroperoServer> {
  const services = await createServices({ config, database, mailer, log: logger });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, services, logger });
  } catch (error) {
    await services.close();
    throw error;
  }
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await services.close();
    },
  };
}
