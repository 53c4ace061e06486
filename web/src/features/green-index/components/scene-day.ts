import { localDay } from '@tropero/shared/local-day';

/** A scene's acquisition instant as the settlement's own day (yyyy-mm-dd): what the panels name it by. */
export const sceneDay = (instant: string, offsetMinutes: number): string =>
  localDay(Date.parse(instant), offsetMinutes);
