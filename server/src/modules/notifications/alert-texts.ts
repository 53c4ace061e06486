import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tropero/shared/constants';
import type { Alert } from '@tropero/shared/contracts/alerts';
import type { ThresholdBasis } from '@tropero/shared/heat-stress';
import { ALERT_TYPE_NAMES } from '../alerts/alert-type-names';

/*
 * What a push notification and an alert mail say, per user language (es-AR first). The app's own
 * texts are the web's; these leave the server, where no i18n bundle is loaded.
 */

const WORDS: Record<
  Language,
  {
    opened: string;
    resolved: string;
    resolvedTitle: string;
    digestSubject: string;
    digestIntro: string;
    /** Whose threshold a heat alert's figure crossed. */
    thresholds: Record<ThresholdBasis, string>;
  }
> = {
  es_AR: {
    thresholds: {
      beef: 'umbral de cría/carne',
      dairy: 'umbral de tambo',
      settlement: 'umbral del establecimiento',
    },
    opened: 'Desde las',
    resolved: 'Se resolvió a las',
    resolvedTitle: 'Resuelta',
    digestSubject: 'Tropero: resumen de alertas del día',
    digestIntro: 'Estas son las alertas del día en tus establecimientos:',
  },
  en_US: {
    thresholds: {
      beef: 'beef cattle threshold',
      dairy: 'dairy threshold',
      settlement: 'threshold set by the settlement',
    },
    opened: 'Since',
    resolved: 'Resolved at',
    resolvedTitle: 'Resolved',
    digestSubject: 'Tropero: the day’s alerts',
    digestIntro: 'These are the day’s alerts on your settlements:',
  },
  pt_BR: {
    thresholds: {
      beef: 'limiar de gado de corte',
      dairy: 'limiar leiteiro',
      settlement: 'limiar do estabelecimento',
    },
    opened: 'Desde as',
    resolved: 'Resolvida às',
    resolvedTitle: 'Resolvida',
    digestSubject: 'Tropero: resumo de alertas do dia',
    digestIntro: 'Estes são os alertas do dia nos seus estabelecimentos:',
  },
};

/** A stored language, or the default one for anything unknown. */
export const languageOf = (stored: string): Language =>
  (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : DEFAULT_LANGUAGE;

/** "HH:MM" of an instant in the settlement's local time. */
function localTime(iso: string, utcOffsetMinutes: number): string {
  return new Date(Date.parse(iso) + utcOffsetMinutes * 60_000).toISOString().slice(11, 16);
}

/** "Fuera del cerco virtual: vaca 1234 (Campo X)". */
export function alertHeadline(language: Language, alert: Alert): string {
  return `${ALERT_TYPE_NAMES[language][alert.type]}: ${alert.subject.label} (${alert.settlementName})`;
}

/** "ITH 78 ≥ 76 (umbral de cría/carne)": the figure of an alert that names whose threshold it crossed. */
export function thresholdFigure(language: Language, alert: Alert): string | null {
  if (alert.value === null || alert.threshold === null || alert.thresholdBasis === null) return null;
  const number = (value: number) => value.toLocaleString(language.replace('_', '-'));
  const whose = WORDS[language].thresholds[alert.thresholdBasis];
  return `ITH ${number(alert.value)} ≥ ${number(alert.threshold)} (${whose})`;
}

/** The title and body of an alert's push notification. */
export function pushTexts(
  language: Language,
  alert: Alert,
  kind: 'opened' | 'resolved',
  utcOffsetMinutes: number,
): { title: string; body: string } {
  const words = WORDS[language];
  const headline = alertHeadline(language, alert);
  if (kind === 'resolved') {
    const at = localTime(alert.resolvedAt ?? alert.lastAt, utcOffsetMinutes);
    return { title: `${words.resolvedTitle} · ${headline}`, body: `${words.resolved} ${at}` };
  }
  const since = `${words.opened} ${localTime(alert.openedAt, utcOffsetMinutes)}`;
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
    return { subject: `Tropero: ${headline}`, text: `${headline}${figure ? `\n${figure}` : ''}\n\n${link}` };
  }
  const words = WORDS[language];
  const lines = alerts.map(({ alert, link }) => {
    const figure = thresholdFigure(language, alert);
    return `- ${alertHeadline(language, alert)}${figure ? ` · ${figure}` : ''}\n  ${link}`;
  });
  return {
    subject: `${words.digestSubject} (${alerts.length})`,
    text: `${words.digestIntro}\n\n${lines.join('\n')}`,
  };
}
