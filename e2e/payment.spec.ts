import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';

/** Seed facts (functions/src/local/seed): Selênio, in Minerais, is paid; every topic opens with this line. */
const PAID_SUPPLEMENT = 'Selênio';
const TOPIC_OPENING = 'Conteúdo de demonstração';
const DECLINED = 'Seu cartão foi recusado. Verifique os dados ou use outro cartão.';
const TEST_CARDS = 'Cartão de teste (ambiente local, sem cobrança)';

const premiumDialog = (page: Page) => page.getByRole('dialog', { name: 'Torne-se assinante premium' });
const lockedPaidSupplement = (page: Page) => page.getByRole('link', { name: new RegExp(`^${PAID_SUPPLEMENT}.*Premium`) });
/** Both are links (a locked card opens the plans on a plain click): the lock's 'Premium' tells them apart. */
const openPaidSupplement = (page: Page) => page.getByRole('link', { name: new RegExp(`^${PAID_SUPPLEMENT}(?!.*Premium)`) });

async function openMinerais(page: Page) {
  await page.goto('/app/categorias/minerais/suplementos');
  await expect(page.getByRole('heading', { level: 1, name: 'Suplementos de Minerais' })).toBeVisible();
}

/** Opens the locked paid supplement, which opens the premium modal, and picks the 12-month plan. */
async function openPaymentStep(page: Page) {
  await lockedPaidSupplement(page).click();
  const dialog = premiumDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Escolher o plano de 12 meses' }).click();
  const payment = dialog.getByRole('form', { name: 'Pagamento' });
  await expect(payment.getByText('Informe os dados do seu cartão de crédito para assinar o plano escolhido.')).toBeVisible();
  return payment;
}

/** A marker that only a page load clears. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eBeforeReload: true }));
const pageWasReloaded = (page: Page) => page.evaluate(() => !('e2eBeforeReload' in window));

test('a free user subscribes with the approved test card, reads paid content, then cancels from the profile', async ({ page, request }) => {
  const user = await registerFreshUser(request, 'Paula Pagamento Souza');
  await logInWithCpf(page, user.cpf, user.password);
  await openMinerais(page);
  const payment = await openPaymentStep(page);
  await expect(payment.getByRole('group', { name: TEST_CARDS })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The answer is held back a moment, so the busy button can be seen.
  await page.route('**/api/v1/subscriptions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await markPage(page);
  await payment.getByRole('radio', { name: 'Cartão aprovado' }).check();
  await payment.getByRole('button', { name: 'Iniciar teste grátis' }).click();
  await expect(payment.getByRole('button', { name: 'Aguarde' })).toBeDisabled();

  // The page reloads, then the success toast shows (its code loads with it: allow a busy machine time).
  await expect(page.getByText('Sua assinatura foi realizada com sucesso!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Assinatura realizada!')).toBeVisible();
  expect(await pageWasReloaded(page)).toBe(true);
  await page.unroute('**/api/v1/subscriptions');
  // It goes by itself (spec section 9: 4000 ms), so no toast lies over the checks that follow.
  await expect(page.getByText('Assinatura realizada!')).toBeHidden({ timeout: 10_000 });

  await openPaidSupplement(page).click();
  await expect(page.getByRole('heading', { level: 1, name: PAID_SUPPLEMENT })).toBeVisible();
  await expect(page.getByText(TOPIC_OPENING)).toBeVisible();
  await expect(premiumDialog(page)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Perfil' }).click();
  const plan = page.getByRole('region', { name: 'Plano' });
  await expect(plan.getByText('Anual', { exact: true })).toBeVisible();
  await plan.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar assinatura' });
  await expect(confirm.getByText('Tem certeza que deseja cancelar sua assinatura?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await markPage(page);
  await confirm.getByRole('button', { name: 'Sim, eu confirmo' }).click();

  await expect(page.getByText('Sua assinatura não é mais válida.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Assinatura cancelada')).toBeVisible();
  expect(await pageWasReloaded(page)).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === '/app/perfil');
  await expect(plan.getByText('Grátis', { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'ver planos' })).toBeVisible();

  await openMinerais(page);
  await lockedPaidSupplement(page).click();
  await expect(premiumDialog(page)).toBeVisible();
});

test('on a phone, a declined test card shows the refusal as a toast without a title and the user stays free', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await registerFreshUser(request, 'Otávio Recusado Lima');
  await logInWithCpf(page, user.cpf, user.password);
  await openMinerais(page);
  const payment = await openPaymentStep(page);
  await payment.getByRole('radio', { name: 'Cartão recusado' }).check();
  const submit = payment.getByRole('button', { name: 'Iniciar teste grátis' });
  await submit.scrollIntoViewIfNeeded();
  const box = await submit.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await submit.click();

  await expect(page.getByText(DECLINED)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Não foi possível avançar')).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Suplementos de Minerais' })).toBeVisible();
  await expect(lockedPaidSupplement(page)).toBeVisible();
  await expect(openPaidSupplement(page)).toHaveCount(0);
});
