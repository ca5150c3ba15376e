import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

/**
 * Full-text search of the monographs (issue 30): words of a topic's text and of the graded
 * indications find their supplements in 'Nos textos das monografias'. A reader without premium finds
 * of a paid supplement only what its teaser shows anyone, the first paragraph of its description
 * (issue 41, item 4): never a match in its other text, not even locked. Reads the seed only.
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

  test('“varfarina” shows free matches with their text and nothing of a paid supplement’s text', async ({ page }) => {
    await searchFor(page, 'varfarina');
    await expect(card(page, 'Vitamina K2', 'Interações').locator('mark').first()).toHaveText('varfarina');
    // Panax ginseng's interactions name varfarina, but they are paid text: not even a locked match gives that away.
    await expect(card(page, 'Panax ginseng', 'Interações')).toHaveCount(0);
    await expect(textMatches(page)).not.toContainText('Panax ginseng');
    await expectNoSeriousA11yViolations(page, { include: '#main' });
  });

  test('“insonia” shows Magnésio’s free indications and nothing of the paid interaction that mentions insomnia', async ({ page }) => {
    await searchFor(page, 'insonia');
    await expect(card(page, 'Magnésio', 'Indicações').locator('mark')).toHaveText('Insônia');
    await expect(card(page, 'Panax ginseng', 'Interações')).toHaveCount(0);
  });

  test('the header suggests a paid supplement by its teaser, the description’s first paragraph anyone can read', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Buscar no catálogo' });
    await box.pressSequentially('deiodinases', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('option', { name: /^Selênio em Descrição/ });
    // The teaser is free text: no lock on it.
    await expect(option).not.toContainText('exclusivo para assinantes premium');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/app/suplementos/topicos/selenio');
  });
});
