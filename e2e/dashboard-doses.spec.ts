import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminIdToken } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

/**
 * Changes Magnésio's nutrient and one of its forms (shared data: SHARED_DATA in playwright.config.ts).
 * The values typed are the journey's own test data, never seeded content.
 */
const TEST_SOURCE = { key: 'fonte-e2e', title: 'Fonte de teste da jornada (e2e)', url: 'https://example.org/fonte-e2e' };

async function openMagnesium(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Nutrientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrientes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('Magn');
  await page.getByRole('button', { name: 'Editar Magnésio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar nutriente: Magnésio' })).toBeVisible();
}

/** Another administrator saves Magnésio meanwhile (its English name), through the API as the dashboard would. */
async function saveAsAnotherAdmin(request: APIRequestContext, id: number, nameEn: string) {
  const headers = { Authorization: `Bearer ${await adminIdToken(request)}` };
  const loaded = await request.get(`/api/v1/nutrients/${id}`, { headers });
  expect(loaded.status()).toBe(200);
  const { data } = (await loaded.json()) as { data: { name: string; name_en: string; unit: string; expressed_as: string; expressed_as_en: string; element: string | null; upper_level_scope: string; supplements: { id: number }[]; groups: unknown; sources: unknown; revision: number } };
  const saved = await request.post(`/api/v1/nutrients/${id}`, {
    headers,
    data: {
      name: data.name,
      name_en: nameEn,
      unit: data.unit,
      expressed_as: data.expressed_as,
      expressed_as_en: data.expressed_as_en,
      element: data.element,
      upper_level_scope: data.upper_level_scope,
      supplement_ids: data.supplements.map((supplement) => supplement.id),
      groups: data.groups,
      sources: data.sources,
      revision: data.revision,
    },
  });
  expect(saved.status()).toBe(200);
}

test("an admin cites a new source for the gestantes' UL and the monograph shows it; a conflict keeps the typing; the history lists the versions", async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  await loginAs(page, 'admin');
  await openMagnesium(page);
  const nutrientId = Number(page.url().split('/').pop());

  await page.getByRole('button', { name: 'Adicionar fonte' }).click();
  const added = page.getByRole('listitem', { name: /^Fonte \d+$/ }).last();
  await added.getByRole('textbox', { name: 'Chave' }).fill(TEST_SOURCE.key);
  await added.getByRole('textbox', { name: 'Título' }).fill(TEST_SOURCE.title);
  await added.getByRole('textbox', { name: 'URL' }).fill('exemplo');
  const upper = page.getByRole('group', { name: 'Gestantes' }).getByRole('group', { name: 'UL' });
  await expect(upper.getByRole('textbox', { name: /^Mín\./ })).toHaveValue('350');
  await upper.getByRole('combobox', { name: 'Fonte' }).selectOption(TEST_SOURCE.key);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(added.getByText('Informe uma URL válida (http:// ou https://)')).toBeVisible();
  await added.getByRole('textbox', { name: 'URL' }).fill(TEST_SOURCE.url);
  await expectNoSeriousA11yViolations(page, { include: 'form' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nutriente atualizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/nutrientes$/);

  // A reader's monograph cites it for the gestantes' UL.
  const reader = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await loginAs(reader, 'user');
  await reader.goto('/app/suplementos/topicos/magnesio');
  const table = reader.getByRole('table', { name: /^Magnésio: doses por população/ });
  const ul = table.getByRole('row').filter({ has: reader.getByRole('rowheader', { name: 'Gestantes', exact: true }) }).getByRole('cell').nth(1);
  await expect(ul).toHaveText(/^350 mg\d+$/, { timeout: 20_000 });
  const number = (await ul.getByRole('link', { name: /^Fonte \d+$/ }).textContent())?.trim() ?? '';
  await expect(reader.locator(`#doses-magnesio-fonte-${number}`).getByRole('link', { name: TEST_SOURCE.title })).toHaveAttribute('href', TEST_SOURCE.url);
  await reader.context().close();

  // Meanwhile another administrator saves: this one's save is refused, the typing kept; reloading shows theirs.
  await page.getByRole('button', { name: 'Editar Magnésio' }).click();
  const nameEn = page.getByRole('textbox', { name: /^Nome em inglês/ });
  await expect(nameEn).toHaveValue('Magnesium');
  await saveAsAnotherAdmin(request, nutrientId, 'Magnesium (other admin)');
  await nameEn.fill('Magnesium (mine)');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
  await expect(conflict.getByRole('textbox', { name: 'Suas alterações não salvas' })).toHaveValue(/Nome em inglês: Magnesium \(mine\)/);
  await conflict.getByRole('button', { name: 'Recarregar a versão atual' }).click();
  await expect(nameEn).toHaveValue('Magnesium (other admin)');

  const history = page.getByRole('region', { name: 'Histórico' });
  // This admin's save and the other's: two edits, newest first.
  await expect(history.getByRole('listitem').filter({ hasText: 'Editado' })).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Editado');
});

test("an admin gives a chemical form its formula with a live preview; the list shows it with its molar mass", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  await page.goto('/dashboard/suplementos/magnesio');
  // The supplement page's own link (the menu's has no supplement).
  await page.locator('a[href*="/dashboard/formas-quimicas?suplemento="]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Formas químicas' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Suplemento' })).toHaveValue(/^\d+$/);
  const list = page.getByRole('list', { name: 'Formas químicas do suplemento' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Magnésio quelato (bisglicinato)' })).toContainText('C₄H₈MgN₂O₄');
  await list.getByRole('button', { name: 'Editar Óxido de magnésio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar forma: Óxido de magnésio' });
  const formula = dialog.getByRole('textbox', { name: /^Fórmula molecular/ });
  await expect(formula).toHaveValue('MgO');
  await formula.fill('MgO2H2');
  await expect(dialog.getByTestId('formula-preview')).toHaveText('MgO₂H₂');
  await formula.fill('Mg(OH)2');
  await expect(dialog.getByTestId('formula-preview')).toHaveText('Mg(OH)₂');
  await dialog.getByRole('textbox', { name: 'Fonte da fórmula (URL)' }).fill('https://example.org/hidroxido-e2e');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Forma química atualizada com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The API computed the molar mass of Mg(OH)2: 58,32 g/mol.
  await expect(list.getByRole('listitem').filter({ hasText: 'Óxido de magnésio' })).toContainText(/Mg\(OH\)₂ · 58,3\d g\/mol/);

  // Its history has the version.
  await list.getByRole('button', { name: 'Editar Óxido de magnésio' }).click();
  const history = page.getByRole('dialog', { name: 'Editar forma: Óxido de magnésio' }).getByRole('region', { name: 'Histórico' });
  await expect(history.getByRole('listitem').first()).toContainText('Editado');
});

test("an admin adds a chemical form with its molar mass and share previewed as typed, deletes it to the trash and restores it from 'Lixeira'", async ({ page, request }) => {
  test.setTimeout(120_000);
  // The journey's own form (a retry must not meet the name taken by a form an earlier attempt left).
  const name = `Treonato de magnésio (e2e ${Date.now().toString(36)})`;
  await loginAs(page, 'admin');
  await page.goto('/dashboard/suplementos/magnesio');
  await page.locator('a[href*="/dashboard/formas-quimicas?suplemento="]').click();
  const list = page.getByRole('list', { name: 'Formas químicas do suplemento' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: 'Nova forma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova forma química' });
  await dialog.getByRole('textbox', { name: /^Nome(?! em inglês)/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Nome em inglês/ }).fill('Magnesium threonate (e2e)');
  const formula = dialog.getByRole('textbox', { name: /^Fórmula molecular/ });
  const preview = dialog.getByRole('status', { name: 'Como aparece' });
  // A mistyped symbol is flagged as it is typed, and the save is refused before it is sent.
  await formula.fill('C8H14MqO10');
  await expect(preview).toHaveText('Elemento desconhecido na fórmula: Mq');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(formula).toHaveAttribute('aria-invalid', 'true');
  await formula.fill('C8H14MgO10');
  await expect(preview).toContainText('C₈H₁₄MgO₁₀ · 294,5 g/mol');
  const nutrient = dialog.getByRole('combobox', { name: /^Nutriente/ });
  await nutrient.fill('Magn');
  await page.getByRole('option', { name: /^Magnésio/ }).click();
  await dialog.getByRole('combobox', { name: /^Como conta para o nutriente/ }).selectOption('element');
  // The same share the API computes: 24,305 / 294,495 g/mol.
  await expect(preview).toContainText('8,3 % conta como Magnésio (Pelo elemento)');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Forma química cadastrada com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = list.getByRole('listitem').filter({ hasText: name });
  await expect(created).toContainText('C₈H₁₄MgO₁₀ · 294,5 g/mol');
  await expect(created).toContainText('Magnésio: Pelo elemento · 8,3 %');

  await created.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir forma química' });
  await expect(confirm).toContainText(`Tem certeza que deseja deletar "${name}"?`);
  await confirm.getByRole('button', { name: 'Sim, eu confirmo' }).click();
  await expect(page.getByText('Forma química excluída com sucesso')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  const formsPage = page.url();

  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Lixeira' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Forma química');
  await row.getByRole('button', { name: `Restaurar ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Restaurar da lixeira' }).getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(page.getByText('Forma química restaurada')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await page.goto(formsPage);
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('Magnésio: Pelo elemento · 8,3 %');

  // Back to the trash, so the typeaheads other journeys use on the shared data never offer it.
  const headers = { Authorization: `Bearer ${await adminIdToken(request)}` };
  const supplementId = new URL(formsPage).searchParams.get('suplemento');
  const forms = (await (await request.get(`/api/v1/supplements/${supplementId}/forms/chemistry`, { headers })).json()) as { items: { id: number; name: string }[] };
  const journeyForm = forms.items.find((form) => form.name === name);
  expect((await request.delete(`/api/v1/supplement-forms/${journeyForm?.id}`, { headers })).status()).toBe(200);
});
