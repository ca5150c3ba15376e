import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminIdToken } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { loginAs } from './support/login';

const today = () => new Date().toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const TABLE = '<table><tbody><tr><th><p>Forma química</p></th><th><p>Teor</p></th></tr><tr><td><p>Citrato</p></td><td><p>16%</p></td></tr></tbody></table>';

/** A free supplement with one reviewed topic holding a table, made through the API as the dashboard would. */
async function reviewedMonograph(request: APIRequestContext, headers: Record<string, string>) {
  const minerals = (await (await request.get('/api/v1/categories/slug/minerais')).json()) as { category: { id: number } };
  const created = await request.post('/api/v1/supplements', { headers, data: { name: `Mudanças ${Date.now().toString(36)}`, order: '1', is_paid: '0', category_id: String(minerals.category.id) } });
  expect(created.status()).toBe(200);
  const supplement = ((await created.json()) as { item: { id: number; slug: string; name: string } }).item;
  const topicAnswer = await request.post('/api/v1/supplement-topics', {
    headers,
    multipart: { name: 'Formas Químicas', order: '1', is_paid: '0', content: `<p>Formas usadas na prática.</p>${TABLE}`, supplement_id: String(supplement.id), tags: '' },
  });
  expect(topicAnswer.status()).toBe(200);
  const topic = ((await topicAnswer.json()) as { item: { id: number; slug: string } }).item;
  expect((await request.post(`/api/v1/supplement-topics/${topic.id}/review`, { headers })).status()).toBe(200);
  return { supplement, topic };
}

test("the admin edits a topic; the reader sees when the monograph was reviewed and updated, the change in 'O que mudou', and the notice they opted in to", async ({ page, browser, request }) => {
  // Two accounts signed in, a dashboard edit, a notice and two accessibility scans.
  test.setTimeout(150_000);
  const start = today();
  const { supplement, topic } = await reviewedMonograph(request, { Authorization: `Bearer ${await adminIdToken(request)}` });

  const user = await registerFreshUser(request, 'Olga Leitora Prado');
  const reader = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await logInWithCpf(reader, user.cpf, user.password);
  await reader.goto(`/app/suplementos/topicos/${supplement.slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: supplement.name })).toBeVisible();
  // The page's first call of the changes may meet a cold API worker on a loaded machine: more than the default wait.
  await expect(reader.locator('.screen-only').getByText(`Atualizado em ${start}`)).toBeVisible({ timeout: 30_000 });
  await expect(reader.locator('.screen-only').getByText(new RegExp(`^Revisado em ${start.replaceAll('/', '\\/')} por \\S`))).toHaveCount(2);
  const changes = reader.getByRole('region', { name: 'O que mudou' });
  await expect(changes.getByText('Últimas alterações:')).toBeVisible();
  await expect(changes.getByRole('listitem')).toHaveText([/^Formas Químicas: tópico adicionado/]);

  // The reader favourites the monograph and asks to be told of its revisions (off until then).
  await reader.getByRole('button', { name: `Favoritar ${supplement.name}` }).click();
  await expect(reader.getByRole('button', { name: `Remover ${supplement.name} dos favoritos` })).toBeVisible();
  await reader.goto('/app/perfil');
  const revisions = reader.getByRole('checkbox', { name: 'Avisar quando uma monografia favorita for revisada' });
  await expect(revisions).not.toBeChecked();
  await revisions.click({ force: true });
  await expect(reader.getByText('Alterado com sucesso!')).toBeVisible();
  await expect(revisions).toBeChecked();

  // The admin adds a sentence in the dashboard's editor.
  await loginAs(page, 'admin');
  await page.goto(`/dashboard/suplementos/topicos/${topic.slug}`);
  const editor = page.getByRole('textbox', { name: 'Conteúdo' });
  await expect(editor).toContainText('Formas usadas na prática.');
  await editor.getByText('Formas usadas na prática.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Prefira o citrato à noite.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/suplementos/${supplement.slug}$`));

  // The reader's bell holds one notice of the revision.
  await reader.reload();
  const bell = reader.getByRole('button', { name: /^Notificações: 1 não lidas?$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const notice = reader.getByRole('button', { name: new RegExp(`Monografia atualizada: ${supplement.name}`) });
  await expect(notice).toBeVisible();
  await notice.click();

  // It opens the monograph: the change is listed first, and its comparison keeps the table's cells apart.
  await expect(reader.getByRole('heading', { level: 1, name: supplement.name })).toBeVisible();
  await expect(reader.locator('.screen-only').getByText(`Atualizado em ${today()}`)).toBeVisible();
  await expect(changes.getByRole('listitem')).toHaveCount(2);
  await expect(changes.getByRole('listitem').first()).toContainText(`Formas Químicas: texto alterado · ${today()}`);
  await changes.getByRole('button', { name: `Ver comparação: Formas Químicas, texto alterado em ${today()}` }).click();
  await expect(changes.locator('ins')).toContainText('Prefira o citrato à noite.');
  await expect(changes.getByText(/Citrato \| 16%/)).toBeVisible();
  await expectNoSeriousA11yViolations(reader);
});
