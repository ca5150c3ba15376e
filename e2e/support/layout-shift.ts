import type { Page } from '@playwright/test';

declare global {
  interface Window {
    e2eLayoutShift?: number;
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Starts summing layout shifts not caused by input (CLS) on every page load of this page. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.e2eLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) if (!entry.hadRecentInput) window.e2eLayoutShift = (window.e2eLayoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the current page loaded. */
export const layoutShiftOf = (page: Page): Promise<number> => page.evaluate(() => window.e2eLayoutShift ?? 0);
