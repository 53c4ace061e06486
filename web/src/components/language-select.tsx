import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tropero/shared/constants';
import { useLanguageChoice } from './use-language-choice';

/**
 * The language picker of the public pages: a native select, light enough for /login (the top
 * bar's menu version needs the popover machinery, which loads with the private layout).
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { current, choose } = useLanguageChoice();
  return (
    <NativeSelect
      aria-label={t('language.choose')}
      leftSection={<IconLanguage size={16} />}
      value={current}
      onChange={(event) => void choose(event.currentTarget.value as Language)}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
      w={210}
    />
  );
}
