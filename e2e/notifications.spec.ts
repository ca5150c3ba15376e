import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser } from './support/fresh-user';
import { loginAs } from './support/login';

test('the admin sends a notification from the dashboard; a Portuguese reader sees it in the bell and opens its topic', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const title = `Novo tópico ${Date.now().toString(36)}`;

  // A reader turns notifications on in the profile (registered with them off).
  const user = await registerFreshUser(request, 'Nina Notificada Costa');
  const reader = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await logInWithCpf(reader, user.cpf, user.password);
  await reader.goto('/app/perfil');
  const receive = reader.getByRole('checkbox', { name: 'Receber notificações' });
  await expect(receive).not.toBeChecked();
  await receive.click({ force: true });
  await expect(reader.getByText('Alterado com sucesso!')).toBeVisible();
  await expect(receive).toBeChecked();
  // The emulator build has no VAPID key: web push is off and the page says where notifications go.
  await expect(reader.getByText(/você as encontra no sino/)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Notificações' })).toBeVisible();

  // The admin sends it, linked to a topic.
  await loginAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Notificações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar agora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova notificação' });
  await expect(dialog.getByLabel('Idioma dos destinatários')).toHaveValue('1');
  await expect(dialog.getByLabel('Abrir ao tocar')).toHaveValue('home');
  await dialog.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(dialog.getByText('Título não foi preenchido')).toBeVisible();
  await expect(dialog.getByText('Mensagem não foi preenchida')).toBeVisible();

  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Mensagem').fill('Leia o tópico atualizado sobre formas químicas.');
  await dialog.getByLabel('Abrir ao tocar').selectOption('topics');
  const supplement = dialog.getByLabel('Suplemento');
  await expect(supplement.locator('option')).not.toHaveCount(1);
  await supplement.selectOption({ index: 1 });
  const topic = dialog.getByLabel('Tópico');
  await expect(topic).toBeEnabled();
  await expect(topic.locator('option')).not.toHaveCount(1);
  const topicName = (await topic.locator('option').nth(2).textContent()) ?? '';
  await topic.selectOption({ index: 2 });
  await dialog.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(page.getByText('Notificação enviada')).toBeVisible();
  await expect(page.getByText('Acompanhe status de envio pelos detalhes da notificação')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table fills in the count once the background task has run; the detail dialog shows the log.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d+$/, { timeout: 20_000 });
  expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await row.getByRole('button', { name: `Ver ${title}` }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da notificação' });
  await expect(details.getByText('Leia o tópico atualizado sobre formas químicas.')).toBeVisible();
  await expect(details.getByRole('listitem')).toHaveText([/^Envio iniciado/, /^Enviado a \d+ dispositivos?/, /^Concluído/]);
  await expectNoSeriousA11yViolations(page);

  // The reader sees it in the bell's inbox, opens it, and lands on the topic.
  await reader.reload();
  const bell = reader.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const item = reader.getByRole('button', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(reader).toHaveURL(/\/app\/suplementos\/topicos\/[^?]+\?topico=\d+$/);
  const topics = reader.getByRole('list', { name: 'Tópicos do suplemento' });
  await expect(topics.getByRole('link', { name: topicName.trim(), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(reader.getByRole('button', { name: 'Notificações' })).toBeVisible();
});
