import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  biomassParams,
  biomassQuery,
  biomassSchema,
  coefficientTableBody,
  coefficientTableParams,
  coefficientTablesQuery,
  coefficientTablesSchema,
  coefficientTableVersionSchema,
  coefficientVersionsSchema,
  regionListSchema,
  regionQuery,
} from '@tropero/shared/contracts/biomass';
import { scopeOf } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import type { BiomassService } from './biomass.service';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';

const data = { auth: 'data' as const };
const tags = ['data-api'];

/** Data API of spec §7: calculation regions, a plot's biomass, and the coefficient tables behind it. */
export function biomassRoutes(
  biomass: BiomassService,
  tables: CoefficientTablesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/region',
      {
        config: data,
        schema: {
          tags,
          description:
            'Calculation regions of Argentina and the crop types each offers (grouped with cropGrouped).',
          querystring: regionQuery,
          response: { 200: regionListSchema },
        },
      },
      async (request) => biomass.regions(request.query.cropGrouped ?? false),
    );

    app.get(
      '/biomass/:plotId',
      {
        config: { ...data, scope: 'account' },
        schema: {
          tags,
          description:
            'Biomass of a plot by one of four methods, what it feeds, water and above-ground carbon, with the coefficients used. A plot without crop, a withdrawn crop or a period without data answer 200 with figures null and the notice.',
          params: biomassParams,
          querystring: biomassQuery,
          response: { 200: biomassSchema },
        },
      },
      async (request) => biomass.biomass(scopeOf(request), request.params.plotId, request.query),
    );

    app.get(
      '/biomass-coefficients',
      {
        config: data,
        schema: {
          tags,
          description: 'The current version of every coefficient table, or one version of one table.',
          querystring: coefficientTablesQuery,
          response: { 200: coefficientTablesSchema },
        },
      },
      async (request) => tables.list(request.query),
    );

    app.get(
      '/biomass-coefficients/:table/versions',
      {
        config: data,
        schema: {
          tags,
          description:
            'The versions of one table, newest first: who wrote each, when and why (without rows).',
          params: coefficientTableParams,
          response: { 200: coefficientVersionsSchema },
        },
      },
      async (request) => tables.versions(request.params.table),
    );

    app.put(
      '/biomass-coefficients/:table',
      {
        config: { ...data, roles: ['superadmin'] },
        schema: {
          tags,
          description:
            'A superadmin writes a whole table as its next version, with a note; the older versions are kept. A value outside its range, a key the table does not know, or a named coefficient left out is refused with a field error.',
          params: coefficientTableParams,
          body: coefficientTableBody,
          response: { 200: coefficientTableVersionSchema },
        },
      },
      async (request) => tables.write(callerOf(request), request.params.table, request.body),
    );
  };
}
