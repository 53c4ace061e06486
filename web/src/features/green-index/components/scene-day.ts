/** A scene's acquisition instant as the settlement's own day (yyyy-mm-dd): what the panels name it by. */
export const sceneDay = (instant: string, offsetMinutes: number): string =>
  new Date(Date.parse(instant) + offsetMinutes * 60_000).toISOString().slice(0, 10);
