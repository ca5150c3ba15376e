import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

const SUPPLEMENT = { slug: 'magnesio', name: 'Magnésio' };

/** Opens the first topic of the supplement in the dashboard's editor, from its topic list. */
async function openFirstTopicEditor(page: Page): Promise<string> {
  await page.goto(`/dashboard/suplementos/${SUPPLEMENT.slug}`);
  await page.getByRole('link', { name: /^Editar / }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/suplementos\/topicos\//);
  await expect(page.getByRole('textbox', { name: 'Conteúdo' })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('the topic editor asks before unsaved changes are lost: links, Cancelar and the browser’s Back', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  const editorPath = await openFirstTopicEditor(page);
  const name = page.getByLabel('Nome');
  const original = await name.inputValue();
  const question = page.getByRole('alertdialog', { name: 'Descartar as alterações?' });
  const breadcrumb = page.getByRole('link', { name: SUPPLEMENT.name, exact: true });

  // Nothing changed: leaving does not ask.
  await breadcrumb.click();
  await expect(page).toHaveURL(`/dashboard/suplementos/${SUPPLEMENT.slug}`);
  await expect(question).toBeHidden();

  // A change, then a link: the question; staying keeps the change.
  await page.goBack();
  await expect(page).toHaveURL(editorPath);
  await name.fill(`${original} (rascunho)`);
  await breadcrumb.click();
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(editorPath);
  await expect(name).toHaveValue(`${original} (rascunho)`);

  // The form's own Cancelar asks too.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(name).toHaveValue(`${original} (rascunho)`);

  // The browser's Back: the question, the page stays; asked again, discarding goes back.
  await page.goBack();
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(editorPath);
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(name).toHaveValue(`${original} (rascunho)`);
  await page.goBack();
  await question.getByRole('button', { name: 'Descartar e sair' }).click();
  await expect(page).toHaveURL(`/dashboard/suplementos/${SUPPLEMENT.slug}`);

  // Nothing was saved.
  await page.goForward();
  await expect(page).toHaveURL(editorPath);
  await expect(name).toHaveValue(original);
});
