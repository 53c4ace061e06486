/**
 * Login step 5 asks for push permission (spec §4). The asking, the subscription and the dialog
 * load with the private frame, after the login, so the login screen never waits for them: the
 * login flow leaves the request here and the frame's push sync takes it.
 */
let requested = false;

export function requestPushPermission(): void {
  requested = true;
}

/** Whether a login asked for push permission that nobody has asked the browser for yet. */
export const isPushPermissionRequested = (): boolean => requested;

export function clearPushPermissionRequest(): void {
  requested = false;
}

/**
 * Logging out ends this browser's pushes for the user: its subscription is dropped, so the push
 * service answers the server's next push 410 and the server forgets it (spec §9).
 */
export async function dropPushSubscription(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
