import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery, auditPageSchema } from '@tropero/shared/contracts/audit';
import type { AuditLog } from './audit.service';

const tags = ['audit'];

/** The console's audit log, for superadmins. */
export function auditRoutes(audit: AuditLog): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        config: { roles: ['superadmin'] },
        schema: {
          tags,
          description: 'Console actions, newest first: by subject, or matching the action or the actor.',
          querystring: auditListQuery,
          response: { 200: auditPageSchema },
        },
      },
      (request) => audit.list(request.query),
    );
  };
}
