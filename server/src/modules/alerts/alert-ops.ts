import type { AlertSubjectKind, AlertType } from '@tropero/shared/alerts';
import type { ThresholdBasis } from '@tropero/shared/heat-stress';
import type { AcceptedReading } from '../telemetry/telemetry.service';

/** What an alert is raised about, and where. */
export interface AlertSubject {
  type: AlertType;
  accountId: string;
  settlementId: string;
  settlementName: string;
  kind: AlertSubjectKind;
  id: string;
  label: string;
  animalId: string | null;
  deviceId: string | null;
}

/** The reading or figure behind a raise or repeat. */
export interface Figure {
  at: number;
  value: number | null;
  threshold: number | null;
  /** Heat stress: whose threshold it is (the herd type's default, or the settlement's own). */
  thresholdBasis?: ThresholdBasis;
  lat: number | null;
  lng: number | null;
}

export type AlertOp =
  /** Open it with `count` observations, or, when one is open already, count them as repeats (`onlyNew`: leave it). */
  | { op: 'raise'; subject: AlertSubject; figure: Figure; count: number; onlyNew?: boolean }
  | { op: 'repeat'; subject: AlertSubject; figure: Figure; times: number }
  | { op: 'resolve'; subject: AlertSubject; at: number };

export const openKeyOf = (type: AlertType, subjectId: string) => `${type}:${subjectId}`;

/**
 * A subject's operations in one evaluation, in order, with consecutive repeats folded into the raise
 * or repeat before them (ten fixes outside in one batch are one write).
 */
export class AlertOps {
  readonly list: AlertOp[] = [];
  /** Each subject's last operation, by open key. */
  private readonly last = new Map<string, AlertOp>();

  raise(subject: AlertSubject, figure: Figure, count = 1, onlyNew = false): void {
    this.add({ op: 'raise', subject, figure, count, onlyNew });
  }

  /** `times` more observations, the last of them `figure`. */
  repeat(subject: AlertSubject, figure: Figure, times = 1): void {
    const last = this.last.get(openKeyOf(subject.type, subject.id));
    if (last?.op === 'raise' && !last.onlyNew) {
      last.count += times;
      last.figure = { ...figure, threshold: figure.threshold ?? last.figure.threshold };
    } else if (last?.op === 'repeat') {
      last.times += times;
      last.figure = figure;
    } else this.add({ op: 'repeat', subject, figure, times });
  }

  resolve(subject: AlertSubject, at: number): void {
    this.add({ op: 'resolve', subject, at });
  }

  private add(op: AlertOp): void {
    this.list.push(op);
    this.last.set(openKeyOf(op.subject.type, op.subject.id), op);
  }
}

/** A reading's figure: its time and place, with the rule's value and threshold. */
export const figureOf = (
  reading: Pick<AcceptedReading, 'ts' | 'lat' | 'lng'>,
  value: number | null,
  threshold: number | null,
): Figure => ({ at: reading.ts, value, threshold, lat: reading.lat, lng: reading.lng });

/** A figure to one decimal (hours unheard, an ITH). */
export const round1 = (value: number) => Math.round(value * 10) / 10;
