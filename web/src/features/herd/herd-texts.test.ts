import { DEVICE_TYPES, IMPORT_ERRORS, SIGNAL_KINDS } from '@tropero/shared/herd';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup';
import { deviceTypeLabel } from './components/devices/device-labels';

const LOCALES = ['es-AR', 'en-US', 'pt-BR'];

/** Keys built at run time, which the used-keys test cannot read from the code. */
const builtKeys = [
  ...[...IMPORT_ERRORS, 'invalidFormat', 'animalHasDevice'].map((key) => `imports.errors.${key}`),
  ...DEVICE_TYPES.map(deviceTypeLabel),
  ...SIGNAL_KINDS.map((signal) => `herd.signals.${signal}`),
  ...['importEmpty', 'importFormat', 'importHeader', 'importTooManyRows', 'fileTooLarge'].map(
    (key) => `validation.${key}`,
  ),
];

describe('herd texts built from the shared lists', () => {
  it('exist in every language', async () => {
    await i18n.loadLanguages(LOCALES);
    await i18n.loadNamespaces('herd');
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale);
      const missing = builtKeys.filter(
        (key) => !i18n.exists(key, { lng: locale, fallbackLng: false }) || !t(key),
      );
      expect(missing, locale).toEqual([]);
    }
  });
});
