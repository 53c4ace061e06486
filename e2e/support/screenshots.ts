import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer } from './server';

/** The three screen sizes of the interface brief. */
export const SCREEN_SIZES = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 820, height: 1180 },
  mobile: { width: 390, height: 844 },
} as const;
export type ScreenSize = keyof typeof SCREEN_SIZES;

/** Where the screenshot scripts write (gitignored). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export interface ScreenRun {
  page: Page;
  context: BrowserContext;
  size: ScreenSize;
  /** The server's address. */
  origin: string;
  /** The server's data folder (read mails with `support/outbox.ts`). */
  dataDir: string;
  /** Saves `screenshots/<size>-<name>.png` once the page has settled. */
  shot: (name: string) => Promise<void>;
}

interface CaptureOptions {
  sizes?: readonly ScreenSize[];
  /** Before each shot; by default a pause for menus, drawers and panels to finish their transitions. */
  settle?: (page: Page) => Promise<void>;
  /** A pause after the server starts, e.g. for the demo to backfill its week of readings. */
  warmUpMs?: number;
}

/**
 * A fixed pause before each shot. The live streams never let the network go idle, so a pause is how
 * their pages settle (longer where map tiles load).
 */
export const pauseFor =
  (ms: number) =>
  (page: Page): Promise<void> =>
    page.waitForTimeout(ms);

/** The sizes a script was asked for: only the phone's with `--mobile`, else all three. */
export const askedSizes = (): readonly ScreenSize[] | undefined =>
  process.argv.includes('--mobile') ? ['mobile'] : undefined;

/**
 * Starts the built server on a fresh database with the demo farm and runs `capture` once per
 * screen size, each in a new Spanish browser context. Needs `npm run build`.
 */
export async function captureScreens(
  capture: (run: ScreenRun) => Promise<void>,
  {
    sizes = Object.keys(SCREEN_SIZES) as ScreenSize[],
    settle = pauseFor(500),
    warmUpMs = 0,
  }: CaptureOptions = {},
): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await new Promise((resolve) => setTimeout(resolve, warmUpMs));
    for (const size of sizes) {
      const context = await browser.newContext({
        viewport: SCREEN_SIZES[size],
        locale: 'es-AR',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const shot = async (name: string) => {
        await settle(page);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${size}-${name}.png` });
      };
      await capture({ page, context, size, origin: server.url, dataDir: server.dataDir, shot });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`screenshots in ${SCREENSHOTS_DIR}`);
}

/** Signs out by forgetting the session: its cookies and what the app stored. */
export async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** On a phone, the panel's sheet opened all the way, so that the shot shows the whole panel. */
export async function unfold(page: Page, size: ScreenSize): Promise<void> {
  if (size === 'mobile')
    await page
      .getByRole('slider', { name: /^Ajustar el panel|^Adjust the panel/ })
      .first()
      .press('End');
}
