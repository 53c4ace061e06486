import { MINUTE_MS, type Language } from '@tropero/shared/constants';
import type { Alert } from '@tropero/shared/contracts/alerts';
import { translate } from '../../i18n/texts';

/*
 * What a push notification and an alert mail say, per user language: the `notifications` catalogue
 * (packages/shared/locales), alert type names from the `alerts` one the app reads too.
 */

/** "HH:MM" of an instant in the settlement's local time. */
function localTime(iso: string, utcOffsetMinutes: number): string {
  return new Date(Date.parse(iso) + utcOffsetMinutes * MINUTE_MS).toISOString().slice(11, 16);
}

/** "Fuera del cerco virtual: vaca 1234 (Campo X)". */
export function alertHeadline(language: Language, alert: Alert): string {
  return translate(language, 'notifications.headline', {
    type: translate(language, `alerts.types.${alert.type}`),
    subject: alert.subject.label,
    settlement: alert.settlementName,
  });
}

/** "ITH 78 ≥ 76 (umbral de cría/carne)": the figure of an alert that names whose threshold it crossed. */
export function thresholdFigure(language: Language, alert: Alert): string | null {
  if (alert.value === null || alert.threshold === null || alert.thresholdBasis === null) return null;
  const number = (value: number) => value.toLocaleString(language.replace('_', '-'));
  return translate(language, 'notifications.heatFigure', {
    value: number(alert.value),
    threshold: number(alert.threshold),
    basis: translate(language, `alerts.thresholdBases.${alert.thresholdBasis}`),
  });
}

/** The title and body of an alert's push notification. */
export function pushTexts(
  language: Language,
  alert: Alert,
  kind: 'opened' | 'resolved',
  utcOffsetMinutes: number,
): { title: string; body: string } {
  const headline = alertHeadline(language, alert);
  if (kind === 'resolved') {
    const time = localTime(alert.resolvedAt ?? alert.lastAt, utcOffsetMinutes);
    return {
      title: translate(language, 'notifications.resolvedTitle', { headline }),
      body: translate(language, 'notifications.resolvedAt', { time }),
    };
  }
  const since = translate(language, 'notifications.since', {
    time: localTime(alert.openedAt, utcOffsetMinutes),
  });
  const figure = thresholdFigure(language, alert);
  return { title: headline, body: figure ? `${figure} · ${since}` : since };
}

/** An alert mail: one alert at once, or the day's alerts in a digest. */
export function alertMailTexts(
  language: Language,
  alerts: { alert: Alert; link: string }[],
  digest: boolean,
): { subject: string; text: string } {
  if (!digest) {
    const { alert, link } = alerts[0]!;
    const headline = alertHeadline(language, alert);
    const figure = thresholdFigure(language, alert);
    return {
      subject: translate(language, 'notifications.mailSubject', { headline }),
      text: `${headline}${figure ? `\n${figure}` : ''}\n\n${link}`,
    };
  }
  const lines = alerts.map(({ alert, link }) => {
    const figure = thresholdFigure(language, alert);
    return `- ${alertHeadline(language, alert)}${figure ? ` · ${figure}` : ''}\n  ${link}`;
  });
  return {
    subject: translate(language, 'notifications.digestSubject', { count: alerts.length }),
    text: `${translate(language, 'notifications.digestIntro')}\n\n${lines.join('\n')}`,
  };
}
