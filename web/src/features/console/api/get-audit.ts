import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListQuery, AuditPage } from '@tropero/shared/contracts/audit';
import { api } from '../../../api/client';
import { AUDIT_KEY } from './console-keys';

export type AuditQuery = Partial<AuditListQuery>;

/** GET /audit (superadmin): console actions, newest first, of one subject or matching a text. */
export const getAudit = (query: AuditQuery): Promise<AuditPage> =>
  api.get<AuditPage>('/audit', { query: { ...query } });

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, query],
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });

export const useAudit = (query: AuditQuery) => useQuery(auditQueryOptions(query));
