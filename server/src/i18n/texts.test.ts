import { describe, expect, it } from 'vitest';
import { languageOf, translate, translateKnown } from './texts';

describe('the server’s texts', () => {
  it('fills in each value of a text in the language asked', () => {
    expect(translate('en_US', 'mail.deviceMove.subject', { identifier: 'AA:01' })).toBe(
      'Tropero: device AA:01 moved to another account',
    );
    expect(translate('es_AR', 'notifications.digestSubject', { count: 3 })).toBe(
      'Tropero: resumen de alertas del día (3)',
    );
  });

  it('leaves a value written in a name as it is, and a value it lacks as its placeholder', () => {
    expect(translate('pt_BR', 'notifications.since', { time: '{{time}}' })).toBe('Desde as {{time}}');
    expect(translate('pt_BR', 'notifications.since')).toBe('Desde as {{time}}');
  });

  it('names the alert types as the app does, one wording for the virtual fence', () => {
    expect(translate('es_AR', 'alerts.types.outsideFence')).toBe('Fuera del cerco virtual');
    expect(translateKnown('en_US', 'alerts.types.herdSeparation')).toBe('Separated from the herd');
    expect(translateKnown('en_US', 'alerts.types.somethingNew')).toBeNull();
  });

  it('reads an unknown or missing stored language as the default one', () => {
    expect(languageOf('pt_BR')).toBe('pt_BR');
    expect(languageOf('fr_FR')).toBe('es_AR');
    expect(languageOf(null)).toBe('es_AR');
  });
});
