import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_ACCOUNTS, loginAs } from './support/login';

/**
 * The interaction checker (issue 31), on the seed's demonstration interactions: Magnésio + Ferro
 * (leve, compete for absorption), Ferro + Gestação (leve), Vitamina A + Gestação (grave); Varfarina
 * has none with these, so its pairs are 'Nenhuma interação registrada'.
 */
const today = () => new Date().toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

const picker = (page: Page) => page.getByRole('combobox', { name: 'Adicionar suplemento, medicamento ou condição' });
const chips = (page: Page) => page.getByRole('list', { name: 'Itens a verificar' }).getByRole('listitem');

/** Keyboard only: types the name, arrows down to the option of that name and kind, Enter adds it. */
async function addItem(page: Page, typed: string, option: RegExp) {
  const field = picker(page);
  await field.focus();
  await field.pressSequentially(typed, { delay: 30 });
  const wanted = page.getByRole('listbox', { name: 'Sugestões para adicionar' }).getByRole('option', { name: option });
  await expect(wanted).toBeVisible();
  for (let step = 0; step < 12 && (await wanted.getAttribute('aria-selected')) !== 'true'; step += 1) await field.press('ArrowDown');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  const before = await chips(page).count();
  await field.press('Enter');
  await expect(chips(page)).toHaveCount(before + 1);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
}

async function addTheIssueList(page: Page) {
  await addItem(page, 'magnésio', /^Magnésio Suplemento/);
  await addItem(page, 'ferro', /^Ferro Suplemento/);
  await addItem(page, 'varfarina', /^Varfarina Medicamento/);
  await addItem(page, 'gestação', /^Gestação Condição/);
}

test('a premium clinician checks magnésio, ferro, varfarina and gestação, sees them by severity with references, prints and shares the list', async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // No share sheet in this browser: the link is copied instead.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await loginAs(page, 'premium');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Interações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificador de interações' })).toBeVisible();
  await expect(page.getByText('Adicione pelo menos dois itens para verificar as interações')).toBeVisible();

  await addTheIssueList(page);
  await expect(chips(page)).toHaveText([/Magnésio/, /Ferro/, /Varfarina/, /Gestação/]);
  const mild = page.getByRole('region', { name: /^Leve/ });
  await expect(mild.getByText('Estar atento.', { exact: true })).toBeVisible();
  const magnesiumIron = mild.getByRole('article', { name: 'Magnésio + Ferro' });
  await expect(magnesiumIron).toContainText('Nível de evidência');
  await expect(magnesiumIron).toContainText('Mecanismo');
  await expect(magnesiumIron).toContainText('O que fazer');
  await expect(magnesiumIron.getByRole('link', { name: /^(DOI|PubMed):/ }).first()).toHaveAttribute('href', /^https:\/\/(doi\.org|pubmed\.ncbi\.nlm\.nih\.gov)\//);
  await expect(mild.getByRole('article', { name: 'Ferro + Gestação' })).toBeVisible();
  const noneKnown = page.getByRole('region', { name: 'Nenhuma interação registrada' });
  await expect(noneKnown.getByRole('listitem').filter({ hasText: 'Magnésio + Varfarina' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Grave/ })).toHaveCount(0);

  // A fifth item with a major interaction: its group comes first, worst first.
  await addItem(page, 'vitamina a', /^Vitamina A Suplemento/);
  await expect(page.getByRole('region', { name: /^Grave/ }).getByRole('article', { name: 'Vitamina A + Gestação' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Grave/ }).getByText('Evitar a combinação.', { exact: true })).toBeVisible();
  const severityHeadings = page.getByRole('region', { name: 'Resultados' }).getByRole('heading', { level: 3, name: /^(Grave|Moderada|Leve) \(/ });
  await expect(severityHeadings).toHaveText([/^Grave/, /^Leve/]);
  // And removed again from the keyboard: the focus goes to the next chip.
  await page.getByRole('button', { name: 'Remover Vitamina A' }).focus();
  await page.keyboard.press('Delete');
  await expect(chips(page)).toHaveCount(4);
  await expect(page.getByRole('region', { name: /^Grave/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: '#main' });

  // Print a six-item list: the list and the results with the date, on one A4 page, without navigation
  // or the picker, 'O que fazer' at reading size (issue 39).
  await addItem(page, 'vitamina a', /^Vitamina A Suplemento/);
  await addItem(page, 'cálcio', /^Cálcio Suplemento/);
  await expect(chips(page)).toHaveCount(6);
  await expect(page.getByText(/A ausência de um registro não é evidência de segurança/)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  await expect(picker(page)).toBeHidden();
  await expect(page.locator('#main button:visible')).toHaveCount(0);
  await expect(page.getByText(`Impresso em ${today()}`)).toBeVisible();
  await expect(chips(page)).toHaveCount(6);
  await expect(magnesiumIron).toBeVisible();
  const managementSizes = await page.locator('.interaction-management p').evaluateAll((nodes) => nodes.map((node) => Number.parseFloat(getComputedStyle(node).fontSize)));
  expect(managementSizes.length).toBeGreaterThan(0);
  // 10.5 pt = 14 px: reading size, where the rest of the printout is set at 8 pt.
  for (const size of managementSizes) expect(size).toBeGreaterThanOrEqual(13.9);
  await page.setViewportSize({ width: 733, height: 1000 });
  console.log(`printed check at A4 width: ${await page.evaluate(() => document.documentElement.scrollHeight)} px (one page holds ~1060)`);
  await page.screenshot({ path: '.e2e/results/interactions/printed-check.png', fullPage: true });
  const pdf = await page.pdf({ format: 'A4', path: '.e2e/results/interactions/printed-check.pdf' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  // Share: the address holds the list; opened in a new browser context it is the same check.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/\/app\/interacoes\?itens=s\d+-s\d+-m\d+-c\d+-s\d+-s\d+$/);
  // Opened signed out, the link survives the sign-in: the login lands on the same list, not the home page.
  const other = await (await browser.newContext()).newPage();
  await other.goto(shared);
  await expect(other).toHaveURL((url) => url.pathname === '/');
  await other.getByLabel('CPF').fill(DEMO_ACCOUNTS.premium.cpf);
  await other.getByLabel('Senha', { exact: true }).fill(DEMO_ACCOUNTS.premium.password);
  await other.getByRole('button', { name: 'Entrar' }).click();
  await expect(other).toHaveURL((url) => `${url.pathname}${url.search}` === new URL(shared).pathname + new URL(shared).search, { timeout: 20_000 });
  await expect(chips(other)).toHaveText([/Magnésio/, /Ferro/, /Varfarina/, /Gestação/, /Vitamina A/, /Cálcio/]);
  await expect(other.getByRole('region', { name: /^Leve/ }).getByRole('article', { name: 'Magnésio + Ferro' })).toContainText('O que fazer');
});

test('a free user sees which pairs interact and how severely, and the call to action instead of the details', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/app/interacoes');
  const answers: unknown[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/v1/interactions/check') && response.ok()) answers.push(await response.json());
  });
  await addItem(page, 'magnésio', /^Magnésio Suplemento/);
  await addItem(page, 'ferro', /^Ferro Suplemento/);
  const card = page.getByRole('region', { name: /^Leve/ }).getByRole('article', { name: 'Magnésio + Ferro' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Detalhes exclusivos para assinantes premium');
  await expect(card).not.toContainText('Nível de evidência');
  await expect(card).not.toContainText('O que fazer');
  await expect(card.getByRole('link')).toHaveCount(0);
  // Nothing of the paid text reached the browser either.
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) expect(JSON.stringify(answer)).not.toMatch(/"details":\{/);
  await expectNoSeriousA11yViolations(page, { include: '#main' });
  await card.getByRole('button', { name: 'Ver planos' }).click();
  await expect(page.getByRole('dialog', { name: /assinante premium/i })).toBeVisible();
});

test('varfarina with Coenzima Q10 shows the recorded interaction the monograph describes, never silence (issue 39)', async ({ page }) => {
  await loginAs(page, 'premium');
  await page.goto('/app/interacoes');
  await addItem(page, 'coenzima', /^Coenzima Q10 Suplemento/);
  await addItem(page, 'varfarina', /^Varfarina Medicamento/);
  const card = page.getByRole('region', { name: /^Moderada/ }).getByRole('article', { name: 'Coenzima Q10 + Varfarina' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('RNI');
  await expect(card).toContainText('O que fazer');
  await expect(page.getByText('Nenhuma interação registrada')).toHaveCount(0);
});

test('“varfarina” in the header search shows its interactions and opens the checker with it', async ({ page }) => {
  await loginAs(page, 'premium');
  const box = page.getByRole('combobox', { name: 'Buscar no catálogo' });
  await box.pressSequentially('varfarina', { delay: 30 });
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de busca' });
  await expect(suggestions.getByRole('option', { name: /^Varfarina medicamento · \d+ interações?$/ })).toBeVisible();
  // The drug the term names comes first, before text mentions of it (issue 41, item 3).
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(/^Varfarina medicamento/);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/app/busca/varfarina');
  const group = page.getByRole('region', { name: 'Medicamentos e condições: interações' });
  await expect(page.locator('#main').getByRole('heading', { level: 2 }).first()).toHaveText('Medicamentos e condições: interações');
  const warfarin = group.getByRole('article', { name: 'Varfarina' });
  await expect(warfarin).toContainText('Medicamento');
  await expect(warfarin.getByRole('listitem').filter({ hasText: 'Vitamina K1' })).toContainText('Moderada');
  await expectNoSeriousA11yViolations(page, { include: '#main' });

  await warfarin.getByRole('link', { name: 'Abrir Varfarina no verificador' }).click();
  await expect(page).toHaveURL(/\/app\/interacoes\?itens=m\d+$/);
  await expect(chips(page)).toHaveText([/Varfarina/]);

  // A brand finds the drug too.
  await page.goto('/app/busca/Marevan');
  await expect(page.getByRole('region', { name: 'Medicamentos e condições: interações' }).getByRole('article', { name: 'Varfarina' })).toContainText('encontrado como “Marevan”');
});

test('the monograph lists its interactions and “Verificar com outros” opens the checker with the supplement; the checker fits a 320 px phone', async ({ page }) => {
  await loginAs(page, 'premium');
  await page.goto('/app/suplementos/topicos/magnesio');
  const section = page.getByRole('region', { name: 'Interações', exact: true });
  await expect(section.getByRole('article', { name: 'Magnésio + Ferro' })).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: /^Moderada/ })).toBeVisible();
  await section.getByRole('link', { name: 'Verificar com outros' }).click();
  await expect(page).toHaveURL(/\/app\/interacoes\?itens=s\d+$/);
  await expect(chips(page)).toHaveText([/Magnésio/]);

  await page.setViewportSize({ width: 320, height: 700 });
  await addItem(page, 'ferro', /^Ferro Suplemento/);
  await expect(page.getByRole('article', { name: 'Magnésio + Ferro' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: '.e2e/results/interactions/checker-320.png', fullPage: true });
});

test('a list checked online answers offline on the same device, said so', async ({ page, context }) => {
  await loginAs(page, 'premium');
  // The app itself must be installed for a reload offline (e2e/offline-first.spec.ts).
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 45_000 });
  await page.goto('/app/interacoes');
  await addItem(page, 'magnésio', /^Magnésio Suplemento/);
  await addItem(page, 'ferro', /^Ferro Suplemento/);
  const card = page.getByRole('region', { name: /^Leve/ }).getByRole('article', { name: 'Magnésio + Ferro' });
  await expect(card).toContainText('O que fazer');
  await expect(page.getByText('Verificação salva neste aparelho: a mesma lista responde sem conexão.')).toBeVisible();
  await page.waitForFunction(async () => (await (await caches.open('nutrindex-api')).keys()).some((request) => request.url.includes('/offline/interactions/check')), undefined, { timeout: 10_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Sem conexão: esta é a resposta salva neste aparelho, verificada online em/)).toBeVisible({ timeout: 20_000 });
  await expect(chips(page)).toHaveText([/Magnésio/, /Ferro/]);
  await expect(card).toContainText('O que fazer');
  await context.setOffline(false);
});
