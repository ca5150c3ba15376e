import { expect, test } from '@playwright/test';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { expectNoSeriousA11yViolations } from './support/axe';

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
