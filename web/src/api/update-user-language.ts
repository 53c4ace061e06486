import type { User } from '@tropero/shared/auth';
import type { Language } from '@tropero/shared/constants';
import { api } from './client';

/** PUT /users/language/{id} (spec §7): the user's interface language, kept on the server. */
export const updateUserLanguage = (userId: string, language: Language): Promise<User> =>
  api.put<User>(`/users/language/${userId}`, { language });
