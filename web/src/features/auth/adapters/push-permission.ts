import type { User } from '@tropero/shared/auth';

/**
 * Login step 5 asks for push-notification permission (spec §4, §8 "Notificaciones push
 * autorizadas"). Push is not served yet: the alerts issue fills this adapter in.
 */
export async function requestPushPermission(_user: User): Promise<void> {}
