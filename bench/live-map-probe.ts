/**
 * The page's side of the live-map benchmark: every animation frame's time and every long
 * main-thread task (> 50 ms), from the first script on; what the dashboard shows of the herd
 * (the legend's counts, the cluster counts drawn over the map); and a user panning and zooming.
 */
import type { Page } from 'playwright-core';
import { percentile } from './load';

/*
 * The page's side is written as strings, not functions: tsx would wrap a function's inner functions
 * in a helper the page does not have (and the benchmarks are type-checked without the DOM's types).
 */

/** Installed before the page's own scripts (context.addInitScript). */
export const PROBE_SCRIPT = `
  const probe = { frames: [], longTasks: [] };
  window.liveMapProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  let last = 0;
  function tick(at) {
    if (last) probe.frames.push({ at, delta: at - last });
    last = at;
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
`;

/** The page's clock (ms since navigation), to bound a phase. */
export const pageNow = (page: Page): Promise<number> => page.evaluate('performance.now()');

export interface FrameFigures {
  seconds: number;
  frames: number;
  fps: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Frames over 50 ms: the ones a user sees as a stutter. */
  over50Ms: number;
  longTasks: number;
  longestTaskMs: number;
  longTasksTotalMs: number;
}

/** Frame times and long tasks between two instants of the page's clock. */
export async function framesBetween(page: Page, from: number, to: number): Promise<FrameFigures> {
  const { frames, longTasks } = (await page.evaluate(`({
    frames: window.liveMapProbe.frames.filter((f) => f.at > ${from} && f.at <= ${to}).map((f) => f.delta),
    longTasks: window.liveMapProbe.longTasks
      .filter((t) => t.at + t.duration > ${from} && t.at < ${to})
      .map((t) => t.duration),
  })`)) as { frames: number[]; longTasks: number[] };
  const sorted = [...frames].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    seconds: Number(((to - from) / 1000).toFixed(2)),
    frames: frames.length,
    fps: Number((frames.length / ((to - from) / 1000)).toFixed(1)),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
    over50Ms: frames.filter((delta) => delta > 50).length,
    longTasks: longTasks.length,
    longestTaskMs: round(Math.max(0, ...longTasks)),
    longTasksTotalMs: round(longTasks.reduce((sum, ms) => sum + ms, 0)),
  };
}

export interface HerdOnScreen {
  /** The legend's total (animals with a position) and its count of animals low on battery. */
  legend: number;
  lowBattery: number;
  /** The sum of the cluster counts drawn over the map, and where the clusters are (a signature). */
  clustered: number;
  clusters: number;
  /** The animals the map draws: the clusters' counts and the single dots (the map says so on its element). */
  drawn: number;
  signature: string;
}

/** What the dashboard shows of the herd now (the cluster buttons are named "<n> animales: acercar"). */
const HERD_ON_SCREEN = `(() => {
  const legend = document.querySelector('[data-testid="animals-legend"]');
  const low = legend?.querySelector('[data-state="lowBattery"]');
  const buttons = [...document.querySelectorAll('.maplibregl-marker button')].filter((button) =>
    / animales/.test(button.getAttribute('aria-label') ?? ''),
  );
  const counts = buttons.map((button) => Number((button.textContent ?? '').replace(/\\D/g, '')));
  const signature = buttons
    .map((button, i) => {
      const box = button.getBoundingClientRect();
      return Math.round(box.x) + ',' + Math.round(box.y) + ':' + counts[i];
    })
    .sort()
    .join(' ');
  return {
    legend: Number(legend?.getAttribute('data-count') ?? 0),
    lowBattery: Number(low?.getAttribute('data-count') ?? 0),
    clustered: counts.reduce((sum, count) => sum + count, 0),
    clusters: buttons.length,
    drawn: Number(document.querySelector('.maplibregl-map')?.getAttribute('data-animals-drawn') ?? 0),
    signature,
  };
})()`;

export const herdOnScreen = (page: Page): Promise<HerdOnScreen> =>
  page.evaluate(HERD_ON_SCREEN) as Promise<HerdOnScreen>;

/**
 * Polls until `done` holds of what is on screen; answers the page's clock at that moment (or null
 * after `timeoutMs`) and the last thing seen.
 */
export async function waitForHerd(
  page: Page,
  done: (herd: HerdOnScreen) => boolean,
  timeoutMs = 120_000,
): Promise<{ at: number | null; herd: HerdOnScreen }> {
  const deadline = Date.now() + timeoutMs;
  let herd = await herdOnScreen(page);
  while (!done(herd)) {
    if (Date.now() > deadline) return { at: null, herd };
    await page.waitForTimeout(25);
    herd = await herdOnScreen(page);
  }
  return { at: await pageNow(page), herd };
}

/** A user panning and zooming for ~12 s: drags at low zoom (clusters), zoom in to dots, drags, back out. */
export async function panAndZoom(page: Page, centre: { x: number; y: number }): Promise<void> {
  const drag = async (dx: number, dy: number) => {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 30; step++) {
      await page.mouse.move(centre.x + (dx * step) / 30, centre.y + (dy * step) / 30);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await page.waitForTimeout(300);
  };
  const zoom = async (notches: number) => {
    await page.mouse.move(centre.x, centre.y);
    for (let i = 0; i < Math.abs(notches); i++) {
      await page.mouse.wheel(0, notches > 0 ? -240 : 240);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(500);
  };
  await drag(300, 0);
  await drag(-300, 150);
  await drag(0, -150);
  await zoom(4);
  await drag(250, 120);
  await drag(-250, -120);
  await zoom(-4);
  await drag(200, 200);
  await drag(-200, -200);
}
