import { test } from '@playwright/test';
import { SCREEN_SIZES, type ScreenSize } from './screenshots';

type Viewport = (typeof SCREEN_SIZES)[ScreenSize];

/** Declares the tests of `declare` once per screen size, each size in its own "on a <size>" block with its viewport. */
export function onEachScreenSize(declare: (size: ScreenSize, viewport: Viewport) => void): void {
  for (const [size, viewport] of Object.entries(SCREEN_SIZES) as [ScreenSize, Viewport][]) {
    test.describe(`on a ${size}`, () => {
      test.use({ viewport });
      declare(size, viewport);
    });
  }
}
