import { useTranslation } from 'react-i18next';
import type { Language } from '@tropero/shared/constants';
import { updateUserLanguage } from '../api/update-user-language';
import { fromLocale } from '../i18n/languages';
import { changeLanguage } from '../i18n/setup';
import { storeUser, useUser } from '../lib/session';

/** The interface language and how to change it; a signed-in user's choice is saved on the server too. */
export function useLanguageChoice(): { current: Language; choose: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const user = useUser();
  const current = fromLocale(i18n.resolvedLanguage ?? i18n.language);

  const choose = async (language: Language) => {
    if (language === current) return;
    await changeLanguage(language);
    if (user) storeUser(await updateUserLanguage(user._id, language));
  };
  return { current, choose };
}
