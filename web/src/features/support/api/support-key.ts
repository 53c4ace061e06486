/** Every support query starts with this key: a live event or a change refreshes them all. */
export const SUPPORT_KEY = ['support'] as const;
