import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationReportExportQuery,
  operationReportQuery,
  operationReportSchema,
  reportSettlementListResponse,
  reportSettlementsQuery,
} from '@tropero/shared/contracts/reports';
import { callerOf } from '../../http/auth-hooks';
import { languageOf } from '../../i18n/texts';
import { download } from '../exports/exports.routes';
import type { ReportsService } from './reports.service';

const tags = ['reports'];
const superadmin = { roles: ['superadmin'] } as const;

/** /reports of the console (spec §2, superadmin only): how the service operates over time. */
export function reportsRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports/operation',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'Per hour or day, for a settlement or a device UUID: devices reporting and silent, readings, ' +
            'active users and alerts raised (a week of hours or three months of days at most).',
          querystring: operationReportQuery,
          response: { 200: operationReportSchema },
        },
      },
      (request) => reports.operation(request.query),
    );

    app.get(
      '/reports/operation/export',
      {
        config: superadmin,
        schema: {
          tags,
          description: 'The operation report as CSV or XLSX, headers in the user’s language.',
          querystring: operationReportExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const language = languageOf(callerOf(request).user.language);
        return download(reply, await reports.operationFile(query, format, language));
      },
    );

    app.get(
      '/reports/settlements',
      {
        config: superadmin,
        schema: {
          tags,
          description: 'Settlements of every account a report may be scoped to, by name or account name.',
          querystring: reportSettlementsQuery,
          response: { 200: reportSettlementListResponse },
        },
      },
      (request) => reports.settlements(request.query.search),
    );
  };
}
