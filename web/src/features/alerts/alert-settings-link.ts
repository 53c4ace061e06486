import { href } from '../../config/routes';

/** The address parameter that opens "Configuración de alertas" over /alerts. */
export const SETTINGS_PARAM = 'settings';

/** /alerts with its preferences open: the user menu's "Configuración de alertas". */
export const alertSettingsLink = (): string => href('alerts', {}, { [SETTINGS_PARAM]: '1' });
