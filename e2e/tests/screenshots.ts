import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface ScreenshotsAtWidths {
  /** The folder the screenshots are saved in (made when missing). */
  dir: string;
  /** Each screenshot is `<dir>/<name>-<width>.png`. */
  name: string;
  url: string;
  widths: readonly number[];
}

/**
 * At each width: opens the page, lets `ready` bring it to the state to show, checks that the page does not scroll
 * sideways (a wide diagram scrolls inside its own frame) and saves a full-page screenshot.
 */
export async function screenshotsAtWidths(
  page: Page,
  { dir, name, url, widths }: ScreenshotsAtWidths,
  ready: () => Promise<void>,
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await ready();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}
