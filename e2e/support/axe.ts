import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Theme = 'light' | 'dark';

export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Only these rule tags (e.g. the WCAG 2.1 A and AA ones); every impact then counts. */
  tags?: string[];
}

/**
 * Waits for the page's finite animations (a dialog fading in) to end, so axe reads the colours a
 * person reads: mid-fade it blended the button's white text with the red behind it (4.25:1 where the
 * settled button has 4.8:1). Endless ones (a spinner) are left running; at most 5 s.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

async function seriousViolations(page: Page, scope: AxeScope) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.tags) builder = builder.withTags(scope.tags);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => scope.tags !== undefined || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`),
    }));
}

/** Switches the page to a theme the way the app does (the `dark` class on <html>); answers the theme it had. */
async function applyTheme(page: Page, theme: Theme): Promise<Theme> {
  return page.evaluate((wanted) => {
    const root = document.documentElement;
    const had = root.classList.contains('dark') ? 'dark' : 'light';
    root.classList.toggle('dark', wanted === 'dark');
    root.style.colorScheme = wanted;
    return had;
  }, theme);
}

/**
 * Runs axe-core on the page as it stands, in the light and in the dark theme, and fails on serious
 * or critical violations (colour contrast among them) in either; with `tags`, on any violation of
 * those rules. The page's own theme is restored.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  const had = await applyTheme(page, 'light');
  const light = await seriousViolations(page, scope);
  await applyTheme(page, 'dark');
  const dark = await seriousViolations(page, scope);
  await applyTheme(page, had);
  expect({ light, dark }, page.url()).toEqual({ light: [], dark: [] });
}
