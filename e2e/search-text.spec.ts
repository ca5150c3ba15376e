import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

/**
 * Full-text search of the monographs (issue 30): words of a topic's text and of the graded
 * indications find their supplements in 'Nos textos das monografias'; a reader without premium sees
 * a paid match's supplement and topic with the lock, never its text. Reads the seed only.
 */
async function searchFor(page: Page, term: string) {
  const search = page.getByRole('search');
  await search.getByLabel('Buscar no catálogo').fill(term);
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Resultados encontrados para “${term}”` })).toBeVisible();
}

const textMatches = (page: Page) => page.getByRole('region', { name: 'Nos textos das monografias' });
const card = (page: Page, supplement: string, topic: string) => textMatches(page).getByRole('link', { name: new RegExp(`^${supplement}.*encontrado em ${topic}`) });

test.describe('as a premium reader', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'premium');
  });

  test('“varfarina” finds the interactions that name it, marks the word, and opens the supplement', async ({ page }) => {
    await searchFor(page, 'varfarina');
    const vitaminK2 = card(page, 'Vitamina K2', 'Interações');
    await expect(vitaminK2.locator('mark').first()).toHaveText('varfarina');
    await expect(vitaminK2).toContainText('Com varfarina, só com acompanhamento');
    // A paid supplement's text is shown to premium readers too.
    await expect(card(page, 'Panax ginseng', 'Interações').locator('mark').first()).toHaveText('varfarina');
    await expect(card(page, 'Coenzima Q10', 'Interações')).toContainText('Pode reduzir o efeito da varfarina');
    await expectNoSeriousA11yViolations(page, { include: '#main' });

    await vitaminK2.click();
    await expect(page).toHaveURL((url) => url.pathname === '/app/suplementos/topicos/vitamina-k2' && url.searchParams.has('topico'));
    await expect(page.getByRole('heading', { name: 'Vitamina K2' }).first()).toBeVisible();
  });

  test('“insonia” finds Magnésio by its graded indications, accents ignored', async ({ page }) => {
    await searchFor(page, 'insonia');
    const magnesium = card(page, 'Magnésio', 'Indicações');
    await expect(magnesium.locator('mark')).toHaveText('Insônia');
    await expect(magnesium).toHaveAttribute('href', '/app/suplementos/topicos/magnesio');
  });
});

test.describe('as a free reader', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'user');
  });

  test('“varfarina” shows free matches with their text and a paid one with the lock and no text', async ({ page }) => {
    await searchFor(page, 'varfarina');
    await expect(card(page, 'Vitamina K2', 'Interações').locator('mark').first()).toHaveText('varfarina');

    const ginseng = card(page, 'Panax ginseng', 'Interações');
    await expect(ginseng).toHaveAttribute('aria-disabled', 'true');
    await expect(ginseng).toContainText('Exclusivo para assinantes premium');
    await expect(ginseng).not.toContainText('varfarina');
    await expect(ginseng.locator('mark')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: '#main' });

    await ginseng.click({ force: true });
    await expect(page.getByRole('dialog', { name: /assinante premium/i })).toBeVisible();
  });

  test('“insonia” shows Magnésio’s free indications and locks the paid interaction that mentions insomnia', async ({ page }) => {
    await searchFor(page, 'insonia');
    await expect(card(page, 'Magnésio', 'Indicações').locator('mark')).toHaveText('Insônia');
    const ginseng = card(page, 'Panax ginseng', 'Interações');
    await expect(ginseng).toHaveAttribute('aria-disabled', 'true');
    await expect(ginseng).not.toContainText('Insônia em doses altas');
  });

  test('the header suggests a paid text match with its topic and the lock', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Buscar no catálogo' });
    await box.pressSequentially('deiodinases', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option', { name: /^Selênio em Descrição/ });
    await expect(option).toContainText('exclusivo para assinantes premium');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/app/suplementos/topicos/selenio');
  });
});
