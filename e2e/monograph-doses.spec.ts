import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

/**
 * Seed facts (functions/src/local/seed/clinical/doses.ts): Magnésio's UL for gestantes is 350 mg
 * (IOM 2000's UL summary, supplements and medicines only); its bisglicinato is C4H8MgN2O4, 14,1 % Mg;
 * the citrate's formula is not confirmed. Read only: the journey changes nothing.
 */
const UL_SOURCE = { title: /^IOM 2000, Dietary Reference Intakes: Applications in Dietary Assessment/, url: 'https://www.nationalacademies.org/read/9956/chapter/28' };

async function openDoses(page: Page) {
  await page.goto('/app/suplementos/topicos/magnesio');
  const section = page.getByRole('region', { name: 'Doses por população' });
  await expect(section.getByRole('table', { name: /^Magnésio: doses por população em mg, expressas como magnésio elementar/ })).toBeVisible({ timeout: 20_000 });
  return section;
}

test("a reader sees Magnésio's doses by population with their sources, and the forms' chemistry, on a 320 px phone too, and offline once seen", async ({ page, context }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'user');
  // The service worker installs on the first visit and takes the page over (the doses are kept for reading offline).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const section = await openDoses(page);
  const table = section.getByRole('table', { name: /^Magnésio/ });
  const pregnancy = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Gestantes', exact: true }) });
  const cells = pregnancy.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(/^350–400 mg\(RDA\)\d+$/);
  await expect(cells.nth(1)).toHaveText(/^350 mg\d+$/);
  await expect(section.getByText('O UL considera apenas suplementos e medicamentos', { exact: false })).toBeVisible();
  // Infants: the IOM set no UL (ND).
  const infants = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lactentes de 0 a 6 meses', exact: true }) });
  await expect(infants.getByRole('cell').nth(1).getByTitle('não determinado')).toHaveText('ND');

  // The UL's footnote, by keyboard: the note takes the focus and links to the source.
  const ulLink = cells.nth(1).getByRole('link', { name: /^Fonte \d+$/ });
  const number = (await ulLink.textContent())?.trim() ?? '';
  await ulLink.focus();
  await page.keyboard.press('Enter');
  const note = section.locator(`#doses-magnesio-fonte-${number}`);
  await expect(note).toBeFocused();
  await expect(note.getByRole('link', { name: UL_SOURCE.title })).toHaveAttribute('href', UL_SOURCE.url);

  const forms = section.getByRole('region', { name: 'Formas químicas' });
  const glycinate = forms.getByRole('listitem').filter({ hasText: 'Magnésio quelato (bisglicinato)' });
  await expect(glycinate).toContainText('C₄H₈MgN₂O₄');
  await expect(glycinate).toContainText('172,4');
  await expect(glycinate).toContainText('Conta como: 14,1 % Mg');
  // The citrate counts as USP's anhydrous trimagnesium dicitrate; the malate's salt is not confirmed (issue 38).
  await expect(forms.getByRole('listitem').filter({ hasText: 'Citrato de magnésio' })).toContainText('Conta como: 16,2 % Mg');
  await expect(forms.getByRole('listitem').filter({ hasText: 'Malato de magnésio' })).toContainText('Fórmula não confirmada');
  await expectNoSeriousA11yViolations(page, { include: '.supplement-doses' });

  // The narrowest phone: each group's values are stacked under its name (issue 41); neither the page nor the table scrolls sideways.
  await page.setViewportSize({ width: 320, height: 720 });
  const box = section.getByRole('region', { name: /^Doses de Magnésio por população/ });
  await expect(box).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(cells.nth(0)).toHaveText(/^350–400 mg\(RDA\)\d+$/);
  await expect(cells.nth(1)).toHaveText(/^350 mg\d+$/);
  for (const cell of [cells.nth(0), cells.nth(1), cells.nth(2)]) {
    const cellBox = await cell.boundingBox();
    expect(cellBox && cellBox.x >= 0 && cellBox.x + cellBox.width <= 320).toBe(true);
  }
  await expectNoSeriousA11yViolations(page, { include: '.supplement-doses' });

  // Offline, the monograph opened before still shows its table.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Você está offline/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Doses por população' }).getByRole('table', { name: /^Magnésio/ })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
});
