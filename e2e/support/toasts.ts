import { expect, type Locator, type Page } from '@playwright/test';

/** The toasts on screen, leaving ones excluded. */
export const shownToasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]:not([data-state="closed"])');

/** The error toasts on screen. */
export const errorToasts = (page: Page) => shownToasts(page).and(page.locator('[data-type="error"]'));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * No toast lies over any of these controls (docs/decisions/web-ui.md, "Toasts and form errors"), and each
 * of them takes a real click at its centre (Playwright's hit-target check; `trial` clicks nothing).
 */
export async function expectClearOfToasts(page: Page, controls: Locator[]) {
  await expect(shownToasts(page).first()).toBeVisible();
  const toastBoxes = (await Promise.all((await shownToasts(page).all()).map((toast) => toast.boundingBox()))).filter((box): box is Box => box !== null);
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, 'the control is on screen').not.toBeNull();
    if (!box) continue;
    expect(toastBoxes.filter((toast) => overlaps(toast, box)), `a toast covers ${String(control)}`).toEqual([]);
    await control.click({ trial: true, timeout: 2000 });
  }
}
