import { z } from 'zod';
import { DAY_MS } from '../constants';
import { patterns, fields } from '../validation';
import { rangeOf, rangeQuery } from './range';

/** Spec §4: a report's frequency, by hour or by day. */
export const REPORT_FREQUENCIES = ['hour', 'day'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** Spec §4: a report's query scope, one settlement or one device by its UUID. */
export const REPORT_SCOPES = ['settlement', 'uuid'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/** The longest range each frequency reads: a week of hours, three months of days. */
export const REPORT_MAX_DAYS: Record<ReportFrequency, number> = { hour: 7, day: 92 };

export const operationReportQuery = rangeQuery
  .extend({
    frequency: z.enum(REPORT_FREQUENCIES, 'validation.reportFrequency'),
    scope: z.enum(REPORT_SCOPES, 'validation.reportScope'),
    settlementId: fields.objectId().optional(),
    uuid: z.string().trim().regex(patterns.mac, 'validation.mac').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.scope === 'settlement' && !query.settlementId)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['settlementId'] });
    if (query.scope === 'uuid' && !query.uuid)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['uuid'] });
    const parsed = rangeOf(query);
    if ('errors' in parsed)
      ctx.addIssue({ code: 'custom', message: parsed.errors.fromDate, path: ['fromDate'] });
    else if (parsed.range.to - parsed.range.from > REPORT_MAX_DAYS[query.frequency] * DAY_MS)
      ctx.addIssue({ code: 'custom', message: 'validation.rangeTooLong', path: ['fromDate'] });
  });
export type OperationReportQuery = z.infer<typeof operationReportQuery>;

export const operationReportExportQuery = operationReportQuery.safeExtend({
  format: z.enum(['csv', 'xlsx'], 'validation.format'),
});

/** One hour or day of operation (its start as an ISO instant). */
export const operationBucketSchema = z.object({
  start: z.string(),
  devicesReporting: z.number(),
  devicesSilent: z.number(),
  readings: z.number(),
  activeUsers: z.number(),
  alerts: z.number(),
});
export type OperationBucket = z.infer<typeof operationBucketSchema>;

export const operationReportSchema = z.object({
  frequency: z.enum(REPORT_FREQUENCIES),
  /** What the report covers: the settlement's name and its account's, or the device's identifier. */
  scopeLabel: z.string(),
  /** Devices in the scope: each hour or day, those that sent nothing are silent. */
  devices: z.number(),
  buckets: z.array(operationBucketSchema),
});
export type OperationReport = z.infer<typeof operationReportSchema>;

/** A settlement a superadmin may scope a report to, across accounts. */
export const reportSettlementSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accountName: z.string(),
});
export type ReportSettlement = z.infer<typeof reportSettlementSchema>;
export const reportSettlementsQuery = z.object({
  search: z.string().trim().max(60).regex(patterns.freeText, 'validation.freeText').optional(),
});
export const reportSettlementListResponse = z.array(reportSettlementSchema);
