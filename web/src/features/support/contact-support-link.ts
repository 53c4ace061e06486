/** The address parameter that opens "Contactar soporte" over the current page. */
export const CONTACT_SUPPORT_PARAM = 'support';
const CONTACT_SUPPORT_VALUE = 'contact';

/** The current page with "Contactar soporte" open: the Ayuda menu's and the user menu's entry. */
export const contactSupportLink = (): string => `?${CONTACT_SUPPORT_PARAM}=${CONTACT_SUPPORT_VALUE}`;

export const asksForSupport = (params: URLSearchParams): boolean =>
  params.get(CONTACT_SUPPORT_PARAM) === CONTACT_SUPPORT_VALUE;
