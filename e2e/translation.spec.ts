import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { loginAs } from './support/login';

/** The local development translator (not a translation engine) starts every text it fills with this mark. */
const DEV_MARK = '[EN dev]';

test('an admin starts the content translation from the settings screen, follows it to the end, and an English reader reads the catalogue in English', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  await page.goto('/dashboard/configuracoes');
  const block = page.getByRole('region', { name: 'Tradução do conteúdo' });
  const topics = block.getByRole('definition').nth(4);
  await expect(block.getByRole('term').nth(4)).toHaveText('Tópicos');
  await expect(topics).toHaveText(/^Pendente: (\d+) de \1 sem tradução$/);

  await block.getByRole('button', { name: 'Traduzir conteúdo' }).click();
  await expect(page.getByText('Tradução iniciada com sucesso')).toBeVisible();
  await expect(page.getByText('Aguarde alguns minutos para que a tradução seja concluída')).toBeVisible();
  await expect(block.getByRole('definition').filter({ hasText: /^Traduzido: (\d+) de \1$/ })).toHaveCount(7, { timeout: 120_000 });
  await expect(block.getByRole('button', { name: 'Traduzir conteúdo' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // The topic editor shows the machine English and keeps a correction made by hand.
  await page.goto('/dashboard/suplementos/topicos/magnesio-descricao');
  await page.getByRole('button', { name: 'Versão em inglês' }).click();
  const english = page.getByRole('form', { name: 'Versão em inglês' });
  await expect(english.getByText('(Tradução automática)')).toBeVisible();
  await expect(english.getByRole('textbox', { name: 'Conteúdo em inglês' })).toContainText(DEV_MARK);
  await english.getByRole('textbox', { name: 'Nome em inglês' }).fill('Overview');
  await english.getByRole('button', { name: 'Salvar versão em inglês' }).click();
  await expect(page.getByText('Tradução do tópico atualizada')).toBeVisible();
  await expect(english.getByText('(Corrigido à mão)').first()).toBeVisible();

  // A fresh English reader (the demo accounts stay in Portuguese).
  const user = await registerFreshUser(request);
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await logInWithCpf(reader, user.cpf, user.password);
  await reader.goto('/app/perfil');
  const sentEn = reader.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/v1/locale/en'));
  await reader.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
  await sentEn;

  await reader.goto('/app/suplementos/topicos/magnesio');
  await expect(reader.getByRole('heading', { level: 1, name: 'Magnesium' })).toBeVisible();
  // The overview opens with the supplement's summary, in the development translator's English, with the demonstration note.
  const overview = reader.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText(`${DEV_MARK} Magnésio`)).toBeVisible();
  await expect(overview.getByText(/^Content of demonstration/)).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Overview' })).toBeVisible();
  await reader.getByRole('link', { name: 'Chemical Forms' }).click();
  await expect(reader.getByRole('heading', { level: 2, name: 'Chemical Forms' })).toBeVisible();
  await expect(reader.getByRole('region', { name: /^Table/ }).getByRole('columnheader', { name: 'Form chemical' })).toBeVisible();
  await expectNoSeriousA11yViolations(reader);

  const search = reader.getByRole('search');
  await search.getByLabel('Search the catalogue').fill('compounding pharmacy magnesium');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(reader.getByRole('link', { name: /Magnesium/ }).first()).toBeVisible();
  await readerContext.close();
});
