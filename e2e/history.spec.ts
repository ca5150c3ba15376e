import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminIdToken } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

const unique = () => Date.now().toString(36);

/** The web's own wording of an edit conflict, from the answer's code and details (who, when). */
const CONFLICT_SENTENCE = /^Este conteúdo foi alterado por .+ às \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}\. Recarregue para ver as alterações\.$/;

/** A supplement with one topic, made through the API as the dashboard would. */
async function supplementWithTopic(request: APIRequestContext, headers: Record<string, string>) {
  const minerals = (await (await request.get('/api/v1/categories/slug/minerais')).json()) as { category: { id: number } };
  const supplement = await request.post('/api/v1/supplements', { headers, data: { name: `Histórico ${unique()}`, order: '1', is_paid: '0', category_id: String(minerals.category.id) } });
  expect(supplement.status()).toBe(200);
  const { item } = (await supplement.json()) as { item: { id: number; slug: string; name: string } };
  const topic = await request.post('/api/v1/supplement-topics', {
    headers,
    multipart: { name: 'Posologia', order: '1', is_paid: '0', content: '<p>Primeira redação da posologia.</p>', supplement_id: String(item.id), tags: '' },
  });
  expect(topic.status()).toBe(200);
  return { supplement: item, topic: ((await topic.json()) as { item: { id: number; slug: string } }).item };
}

test('two admins edit the same topic: the second save is refused with the text kept; the history compares and restores', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const headers = { Authorization: `Bearer ${await adminIdToken(request)}` };
  const { supplement, topic } = await supplementWithTopic(request, headers);

  await loginAs(page, 'admin');
  await page.goto(`/dashboard/suplementos/topicos/${topic.slug}`);
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toContainText('Primeira redação');

  // Meanwhile a second administrator saves the same topic (revision 1 → 2).
  const other = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await loginAs(other, 'admin');
  await other.goto(`/dashboard/suplementos/topicos/${topic.slug}`);
  const otherEditor = other.getByRole('textbox', { name: 'Conteúdo' });
  await otherEditor.click();
  await other.keyboard.press('End');
  await other.keyboard.type(' Revisada pelo segundo administrador.');
  await other.getByRole('button', { name: 'Salvar' }).click();
  await expect(other).toHaveURL(new RegExp(`/dashboard/suplementos/${supplement.slug}$`));

  // The first one saves on top of the old revision: nothing is written, the text is kept to copy.
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Minha alteração.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
  await expect(conflict.getByText(CONFLICT_SENTENCE)).toBeVisible();
  await expect(conflict.getByRole('textbox', { name: 'Suas alterações não salvas' })).toHaveValue(/Minha alteração\./);
  await expectNoSeriousA11yViolations(page);
  await conflict.getByRole('button', { name: 'Recarregar a versão atual' }).click();
  await expect(editor).toContainText('Revisada pelo segundo administrador.');
  await expect(editor).not.toContainText('Minha alteração.');

  // The history lists both versions; the first is compared and restored.
  const history = page.getByRole('region', { name: 'Histórico' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Editado');
  await expect(history.getByRole('listitem').first()).toContainText('Alterou: conteúdo');
  await history.getByRole('button', { name: /^Comparar a versão de/ }).last().click();
  const compare = page.getByRole('dialog', { name: 'Versão × texto atual' });
  await expect(compare.locator('ins')).toContainText('Revisada pelo segundo administrador.');
  await compare.getByRole('button', { name: 'Fechar' }).first().click();
  await history.getByRole('button', { name: /^Restaurar a versão de/ }).click();
  await page.getByRole('alertdialog', { name: 'Restaurar versão' }).getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(page.getByText('Tópico restaurado')).toBeVisible();
  await expect(editor).toContainText('Primeira redação da posologia.');
  await expect(editor).not.toContainText('Revisada pelo segundo administrador.');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Restaurado');
});

test('a deleted supplement waits in the trash with its topic and comes back; the audit log tells who did what', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await adminIdToken(request)}` };
  const { supplement, topic } = await supplementWithTopic(request, headers);
  expect((await request.delete(`/api/v1/supplements/${supplement.id}`, { headers })).status()).toBe(200);
  expect((await request.get(`/api/v1/supplement-topics/slug/${topic.slug}`)).status()).toBe(404);

  await loginAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Lixeira' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lixeira' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: supplement.name });
  await expect(row).toContainText('Suplemento (+1 item)');
  await expect(row).toContainText('30 dias');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Restaurar ${supplement.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Restaurar da lixeira' }).getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(page.getByText('Suplemento restaurado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: supplement.name })).toHaveCount(0);
  // The topics come back in the background (the moveTrash job), within seconds.
  await expect.poll(async () => (await request.get(`/api/v1/supplement-topics/slug/${topic.slug}`)).status(), { timeout: 20_000 }).toBe(200);

  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Auditoria' }).click();
  await page.getByRole('searchbox', { name: 'Buscar por item ou administrador' }).fill(supplement.name.split(' ')[1]!);
  const rows = page.getByRole('row').filter({ hasText: supplement.name });
  await expect(rows.first()).toContainText(`Suplemento "${supplement.name}" restaurado da lixeira`);
  await expect(page.getByRole('row').filter({ hasText: `Suplemento "${supplement.name}" excluído com 1 tópico` })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await request.delete(`/api/v1/supplements/${supplement.id}`, { headers });
});

test('two admins edit the same supplement: the second save shows the conflict dialog with its values, and reload loads the first one’s', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const headers = { Authorization: `Bearer ${await adminIdToken(request)}` };
  const minerals = (await (await request.get('/api/v1/categories/slug/minerais')).json()) as { category: { id: number } };
  const name = `Conflito ${unique()}`;
  const created = await request.post('/api/v1/supplements', { headers, data: { name, order: '1', is_paid: '0', category_id: String(minerals.category.id) } });
  expect(created.status()).toBe(200);

  /** Opens the supplement's edit dialog in the Minerais list. */
  const openEdit = async (admin: typeof page) => {
    await admin.goto('/dashboard/categorias/minerais/suplementos');
    await admin.getByRole('searchbox', { name: 'Buscar em Minerais' }).fill(name);
    await admin.getByRole('button', { name: `Editar ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Editar ${name}` });
    await expect(dialog.getByLabel('Nome')).toHaveValue(name);
    return dialog;
  };

  await loginAs(page, 'admin');
  const mine = await openEdit(page);
  const other = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await loginAs(other, 'admin');
  const theirs = await openEdit(other);

  // Both loaded the same revision; the other admin saves first.
  await theirs.getByLabel('Nome').fill(`${name} deles`);
  await theirs.getByRole('button', { name: 'Salvar' }).click();
  await expect(other.getByText('Suplemento foi atualizado!')).toBeVisible();

  // Mine is refused: nothing written, my values kept to copy, no error toast.
  await mine.getByLabel('Nome').fill(`${name} meu`);
  await mine.getByLabel('Ordem de exibição').fill('7');
  await mine.getByRole('button', { name: 'Salvar' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Este conteúdo foi alterado' });
  await expect(conflict.getByText(CONFLICT_SENTENCE)).toBeVisible();
  await expect(conflict.getByRole('textbox', { name: 'Suas alterações não salvas' })).toHaveValue(`Nome: ${name} meu\nOrdem de exibição: 7\nItem pago?: Não`);
  await expectNoSeriousA11yViolations(page);

  // Reload: the form shows their version, and saving on top of it goes through.
  await conflict.getByRole('button', { name: 'Recarregar a versão atual' }).click();
  await expect(conflict).toBeHidden();
  await expect(mine.getByLabel('Nome')).toHaveValue(`${name} deles`);
  await mine.getByLabel('Nome').fill(`${name} meu`);
  await mine.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Suplemento foi atualizado!')).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} meu` })).toBeVisible();
});
