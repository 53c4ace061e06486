import { ALERT_SEVERITY, type AlertSubjectKind, type AlertType } from '@tropero/shared/alerts';
import type { Alert } from '@tropero/shared/contracts/alerts';
import type { ThresholdBasis } from '@tropero/shared/heat-stress';
import type { AlertRow } from './alerts.repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** An alert's row as the API answers it; `reader` is the caller's own read mark, if any. */
export function toAlert(
  row: AlertRow,
  settlementName: string,
  reader: { id: string; readAt: number | null } | null = null,
): Alert {
  const type = row.type as AlertType;
  return {
    _id: row.id,
    type,
    severity: ALERT_SEVERITY[type],
    state: row.state,
    settlementId: row.settlement_id,
    settlementName,
    subject: { kind: row.subject_kind as AlertSubjectKind, id: row.subject_id, label: row.subject_label },
    animalId: row.animal_id,
    deviceId: row.device_id,
    openedAt: iso(row.opened_at)!,
    lastAt: iso(row.last_at)!,
    resolvedAt: iso(row.resolved_at),
    count: row.count,
    value: row.value,
    threshold: row.threshold,
    thresholdBasis: row.threshold_basis as ThresholdBasis | null,
    lat: row.lat,
    lng: row.lng,
    readerId: reader && reader.readAt !== null ? reader.id : null,
    readAt: reader ? iso(reader.readAt) : null,
  };
}
