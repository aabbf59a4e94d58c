// What the two fit tools of the composed store (the box design calculator and the wiring planner) start with.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface FitTool {
  path: string;
  /** The page's h1. */
  heading: string;
  /** The test id of its subwoofer picker. */
  picker: string;
}

/** Opens the tool (checking its heading) and picks `sku` in its subwoofer picker, which offers it once. */
export async function openToolWithSubwoofer(page: Page, tool: FitTool, sku: string): Promise<Locator> {
  await page.goto(tool.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.heading);
  const picker = page.getByTestId(tool.picker);
  await expect(picker.locator(`option[value="${sku}"]`)).toHaveCount(1);
  await picker.selectOption(sku);
  return picker;
}
