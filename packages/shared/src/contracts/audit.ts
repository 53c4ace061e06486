import { z } from 'zod';
import { fields } from '../validation';
import { consolePagingFields, pageOf } from './common';

/*
 * The audit log of the superadmin console (issue 15): every console action, who took it, when, and
 * its subject before and after. Read by superadmins only: GET /audit?p&e&q&subjectType&subjectId.
 */

export const AUDIT_MAX_PAGE_SIZE = 100;
export const AUDIT_DEFAULT_PAGE_SIZE = 20;

/** What a console action acts on. */
export const AUDIT_SUBJECT_TYPES = ['user', 'account', 'device', 'batch', 'gateway'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const auditListQuery = z.object({
  ...consolePagingFields(AUDIT_MAX_PAGE_SIZE, AUDIT_DEFAULT_PAGE_SIZE),
  /** Matches the action and the actor's name or email. */
  q: z.string().trim().max(100, 'validation.search').optional(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES, 'validation.auditSubjectType').optional(),
  subjectId: fields.objectId().optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string(),
  /** Null when the actor's record is gone. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema).extend({ page: z.number(), pageSize: z.number() });
export type AuditPage = z.infer<typeof auditPageSchema>;
