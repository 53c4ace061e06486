import type { User } from '@tropero/shared/auth';

export const USER_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const ACCOUNT_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

export const aUser = (changes: Partial<User> = {}): User => ({
  _id: USER_ID,
  email: 'productor@example.com',
  name: 'Productor Uno',
  active: true,
  needsPasswordReset: false,
  language: 'es_AR',
  tags: ['admin'],
  alertPushNotifications: true,
  disableAlert: false,
  ...changes,
});
