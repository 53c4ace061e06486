import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@tropero/shared/constants';
import { useLanguageChoice } from '../../components/use-language-choice';
import { toLocale } from '../../i18n/languages';

/** The top bar's language picker. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { current, choose } = useLanguageChoice();
  const label = t('language.choose');
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.0" size="lg" aria-label={label} title={label}>
          <IconLanguage size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={toLocale(language)}
            onClick={() => void choose(language)}
            rightSection={language === current ? <IconCheck size={16} /> : null}
          >
            {t(`language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
