import { expect, test } from '@playwright/test';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectClearOfToasts } from './support/toasts';

test('a user sends a suggestion from the profile and sees the thank-you toast', async ({ page, request }) => {
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await page.goto('/app/perfil');

  const open = page.getByRole('button', { name: 'Enviar sugestão' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Enviar sugestão' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Sua sugestão')).toBeFocused();

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Sugestão não foi preenchida')).toBeVisible();

  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

  await dialog.getByLabel('Sua sugestão').fill('Incluir a Coenzima Q10 com as suas formas químicas.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Sugestão enviada')).toBeVisible();
  await expect(page.getByText('Obrigado! Vamos analisar sua sugestão.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('on a phone, the empty suggestion’s toast sits over the header, clear of the dialog, and goes with the sending', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await page.goto('/app/perfil');
  await page.getByRole('button', { name: 'Enviar sugestão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar sugestão' });
  const send = dialog.getByRole('button', { name: 'Enviar' });
  await send.click();
  await expect(dialog.getByText('Sugestão não foi preenchida')).toBeVisible();
  await expectClearOfToasts(page, [dialog.getByLabel('Sua sugestão'), send, dialog.getByRole('button', { name: 'Cancelar' }), dialog.getByRole('button', { name: 'Fechar' })]);
  // A second empty attempt replaces the first one's toast instead of stacking another.
  await send.click();
  await expect(page.locator('[data-scope="toast"][data-part="root"]:not([data-state="closed"])').filter({ hasText: 'Sugestão não foi preenchida' })).toHaveCount(1);
  await dialog.getByLabel('Sua sugestão').fill('Incluir a Coenzima Q10 com as suas formas químicas.');
  await send.click();
  await expect(page.getByText('Sugestão enviada')).toBeVisible();
  await expect(page.locator('[data-scope="toast"][data-part="root"][data-type="error"]:not([data-state="closed"])')).toHaveCount(0);
});

test('a search that finds nothing offers the suggestion with the term filled in', async ({ page, request }) => {
  const user = await registerFreshUser(request);
  await logInWithCpf(page, user.cpf, user.password);
  await page.goto('/app/busca/xyzqwv');
  await expect(page.getByText('Nada encontrado, aguarde futuras atualizações')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar sugestão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar sugestão' });
  await expect(dialog.getByLabel('Sua sugestão')).toHaveValue('xyzqwv');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
