import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInWithCpf, registerFreshUser, type FreshUser } from './support/fresh-user';

/**
 * The formula builder (issue 32), on the seed's demonstration doses and chemistry: a premium
 * clinician (a fresh account, subscribed through the API) builds a formula for a gestante with
 * magnésio bisglicinato, sulfato ferroso and colecalciferol in UI; magnesium passes its UL
 * (350 mg/day from supplements, IOM 2000) and Magnésio × Ferro is a seeded 'leve' interaction.
 */
const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
const today = () => new Date().toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

async function idTokenOf(request: APIRequestContext, user: FreshUser): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { document: user.cpf, password: user.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const exchange = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-key`, {
    data: { token, returnSecureToken: true },
  });
  expect(exchange.status()).toBe(200);
  return ((await exchange.json()) as { idToken: string }).idToken;
}

async function subscribe(request: APIRequestContext, user: FreshUser): Promise<void> {
  const auth = { Authorization: `Bearer ${await idTokenOf(request, user)}` };
  const plans = (await (await request.get('/api/v1/plans')).json()) as { items: { id: string; price_id: string }[] };
  const annual = plans.items.find((plan) => plan.id === 'annual');
  if (!annual) throw new Error('the seed has no annual plan');
  const subscribed = await request.post('/api/v1/subscriptions', { headers: auth, data: { token_stripe: 'tok_visa', price_id: annual.price_id } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
}

/** Keyboard only: types part of the name, arrows down to the option, Enter adds it (the focus goes to its amount). */
async function addComponent(page: Page, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: 'Adicionar forma química' });
  await field.focus();
  await field.pressSequentially(typed, { delay: 30 });
  const wanted = page.getByRole('listbox', { name: 'Sugestões para adicionar' }).getByRole('option', { name: option });
  await expect(wanted).toBeVisible();
  for (let step = 0; step < 10 && (await wanted.getAttribute('aria-selected')) !== 'true'; step += 1) await field.press('ArrowDown');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page.getByRole('group', { name: option })).toBeVisible();
  await expect(page.getByRole('group', { name: option }).getByLabel('Quantidade por unidade')).toBeFocused();
}

test('a premium clinician builds a formula for a gestante, sees the elemental totals against the limits and the interaction, saves, reopens and prints a one-page prescription with their CRN, and reads it offline', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  const user = await registerFreshUser(request, 'Renata Formulista Lima');
  await subscribe(request, user);
  // The browser's print dialog is not part of the page: the journey counts the calls and prints to PDF itself.
  await page.addInitScript(() => {
    Object.assign(window, { e2ePrints: 0 });
    window.print = () => Object.assign(window, { e2ePrints: (window as unknown as { e2ePrints: number }).e2ePrints + 1 });
  });
  await logInWithCpf(page, user.cpf, user.password);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Fórmulas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fórmulas' })).toBeVisible();
  await expect(page.getByText('Você ainda não salvou nenhuma fórmula')).toBeVisible();
  // A 'Nutra Fórmula' opens in the builder as a starting point; its rows without a form are to add by hand.
  await page.getByRole('button', { name: 'Começar de Fórmula Imunidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova fórmula' })).toBeVisible();
  await expect(page.getByLabel('Nome da fórmula')).toHaveValue('Fórmula Imunidade');
  await expect(page.getByRole('group', { name: 'Zinco quelato (bisglicinato)' }).getByLabel('Quantidade por unidade')).toHaveValue('15');
  await expect(page.getByRole('group', { name: 'Colecalciferol (D3)' }).getByLabel('Unidade', { exact: true })).toHaveValue('UI');
  await expect(page.getByText('Adicione à mão (sem forma química no catálogo):')).toBeVisible();
  await expect(page.getByText('Quercetina 250 mg')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar às fórmulas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fórmulas' })).toBeVisible();

  await page.getByRole('link', { name: 'Nova fórmula' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova fórmula' })).toBeVisible();
  await page.getByLabel('Nome da fórmula').fill('Gestante: magnésio, ferro e D3');
  await page.getByLabel('Nome do paciente').fill('Ana Souza');
  await page.getByLabel('Grupo populacional do paciente').selectOption({ label: 'Gestantes' });
  await page.getByLabel('Forma farmacêutica', { exact: true }).selectOption({ label: 'Sachê' });
  await page.getByLabel('Doses por dia').fill('2');

  await addComponent(page, 'bisglicinato', /^Magnésio quelato \(bisglicinato\)/);
  await page.keyboard.type('1.500');
  // UI does not apply to magnesium: the row starts in mg and never offers UI (issue 38; the API would refuse it).
  const magnesiumUnit = page.getByRole('group', { name: /^Magnésio quelato \(bisglicinato\)/ }).getByLabel('Unidade', { exact: true });
  await expect(magnesiumUnit).toHaveValue('mg');
  await expect(magnesiumUnit.locator('option')).toHaveText(['mg', 'µg']);
  await addComponent(page, 'sulfato ferroso', /^Sulfato ferroso/);
  await page.keyboard.type('150');
  await addComponent(page, 'colecalciferol', /^Colecalciferol \(D3\)/);
  await page.keyboard.type('2.000');
  // Colecalciferol starts in UI, its usual unit.
  await expect(page.getByRole('group', { name: /^Colecalciferol \(D3\)/ }).getByLabel('Unidade', { exact: true })).toHaveValue('UI');

  const results = page.getByRole('region', { name: 'Totais diários' });
  await expect(results.getByText('Para: Gestantes')).toBeVisible({ timeout: 15_000 });
  const magnesium = results.getByRole('article', { name: 'Magnésio', exact: true });
  await expect(magnesium).toContainText(/\d+(,\d)? mg de magnésio elementar por dia/);
  await expect(magnesium.getByText('Acima do UL', { exact: true })).toBeVisible();
  await expect(magnesium.getByRole('link', { name: /^IOM 2000/ }).first()).toBeVisible();
  await expect(magnesium.getByRole('list', { name: 'Alertas de Magnésio' })).toContainText('UL');
  await expect(results.getByRole('article', { name: 'Ferro', exact: true })).toContainText('por dia');
  await expect(results.getByRole('article', { name: 'Vitamina D', exact: true })).toContainText('µg');
  await expect(results.getByRole('table', { name: 'Por componente' })).toContainText('14,1 % Mg');
  await expect(results.getByRole('article', { name: 'Magnésio + Ferro' })).toBeVisible();
  await expect(results.getByText('Manipular 60 sachês')).toBeVisible();
  await expect(results).toContainText('2 vezes ao dia');
  // The last change's answer, not an earlier one still shown dimmed while it is computed.
  await expect(page.getByText('Calculando…')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: '#main' });

  await page.getByRole('button', { name: 'Salvar fórmula' }).click();
  await expect(page.getByText('Fórmula salva', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/formulas\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestante: magnésio, ferro e D3' })).toBeVisible();

  // Reopened from the list.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Fórmulas' }).click();
  const saved = page.getByRole('article', { name: 'Gestante: magnésio, ferro e D3', exact: true });
  await expect(saved).toContainText('Paciente: Ana Souza');
  await expect(saved).toContainText('Gestantes');
  await expect(saved).toContainText('Magnésio quelato (bisglicinato)');
  // Duplicated, and the copy deleted after the confirmation.
  await saved.getByRole('button', { name: 'Duplicar Gestante: magnésio, ferro e D3' }).click();
  const copy = page.getByRole('article', { name: 'Gestante: magnésio, ferro e D3 (cópia)' });
  await expect(copy).toBeVisible();
  await copy.getByRole('button', { name: 'Excluir Gestante: magnésio, ferro e D3 (cópia)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir fórmula?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  // While the dialog is open the page behind it is hidden from the accessibility tree: wait for it to close.
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Fórmula excluída', { exact: true })).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: 'Gestante: magnésio, ferro e D3' }).click();
  await expect(page.getByLabel('Nome do paciente')).toHaveValue('Ana Souza');
  await expect(page.getByRole('group', { name: /^Magnésio quelato \(bisglicinato\)/ }).getByLabel('Quantidade por unidade')).toHaveValue('1500');
  await expect(results.getByRole('article', { name: 'Magnésio', exact: true }).getByText('Acima do UL', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Edited and saved again (with the revision it loaded); leaving afterwards asks nothing.
  await page.getByLabel('Observações').fill('Tomar o ferro longe do magnésio.');
  await page.getByRole('button', { name: 'Salvar fórmula' }).click();
  await expect(page.getByText('Fórmula atualizada com sucesso')).toBeVisible();
  await expect(page.getByLabel('Observações')).toHaveValue('Tomar o ferro longe do magnésio.');

  // The first print asks for the council registration, once.
  await page.getByRole('button', { name: 'Imprimir receita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registro profissional' });
  await dialog.getByLabel('Conselho').selectOption('CRN');
  await dialog.getByLabel('Número de registro').fill('12345');
  await dialog.getByLabel('Região').selectOption({ label: 'CRN-3 (SP, MS)' });
  await dialog.getByRole('button', { name: 'Salvar e imprimir' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { e2ePrints: number }).e2ePrints)).toBe(1);
  await page.getByRole('button', { name: 'Imprimir receita' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { e2ePrints: number }).e2ePrints)).toBe(2);
  await expect(dialog).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  const prescription = page.getByTestId('prescription');
  await expect(prescription).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Salvar fórmula' })).toBeHidden();
  await expect(prescription).toContainText('Renata Formulista Lima');
  await expect(prescription).toContainText('CRN-3 12345');
  await expect(prescription).toContainText('Paciente: Ana Souza');
  await expect(prescription).toContainText(`Data: ${today()}`);
  await expect(prescription).toContainText('Magnésio quelato (bisglicinato) 1.500 mg');
  await expect(prescription).toContainText('Sulfato ferroso 150 mg');
  await expect(prescription).toContainText('Colecalciferol (D3) 2.000 UI');
  await expect(prescription).toContainText('Excipiente q.s.p. 1 sachê');
  await expect(prescription).toContainText('Manipular 60 sachês');
  await expect(prescription).toContainText('durante 30 dias');
  await expect(prescription).toContainText('Tomar o ferro longe do magnésio.');
  await expect(prescription).toContainText('Assinatura e carimbo');
  await page.screenshot({ path: test.info().outputPath('printed-prescription.png'), fullPage: true });
  await page.screenshot({ path: '.e2e/results/formulas/printed-prescription.png', fullPage: true });
  const pdf = await page.pdf({ format: 'A4', path: '.e2e/results/formulas/printed-prescription.pdf' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  // The registration is in the profile, editable.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('region', { name: 'Registro profissional' })).toContainText('Impresso nas receitas como CRN-3 12345.');

  // A phone: every control reachable, the totals under the form, nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Salvar fórmula' })).toBeVisible();
  await expect(results.getByRole('article', { name: 'Magnésio', exact: true })).toBeVisible({ timeout: 15_000 });
  const saveBox = await page.getByRole('button', { name: 'Salvar fórmula' }).boundingBox();
  const totalsBox = await results.getByRole('heading', { name: 'Totais diários' }).boundingBox();
  expect(saveBox && totalsBox && totalsBox.y > saveBox.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: '.e2e/results/formulas/builder-320.png', fullPage: true });
  await expect(page.getByText('Calculando…')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: '#main' });

  // Offline: the formula opened online is read from this device's copy, read-only.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Você está offline\./)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Você está offline: a fórmula é mostrada como foi aberta pela última vez, somente para leitura.')).toBeVisible();
  await expect(results.getByRole('article', { name: 'Magnésio', exact: true }).getByText('Acima do UL', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Nome do paciente')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('Nome do paciente')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar fórmula' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Adicionar forma química' })).toHaveCount(0);
  await page.screenshot({ path: '.e2e/results/formulas/offline-read-only.png', fullPage: true });
  await context.setOffline(false);
});

test('a free user meets the premium call to action instead of the formulas', async ({ page, request }) => {
  const user = await registerFreshUser(request, 'Bruno Gratuito Souza');
  await logInWithCpf(page, user.cpf, user.password);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Fórmulas' }).click();
  await expect(page.getByText('O construtor de fórmulas é exclusivo para assinantes premium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nova fórmula' })).toHaveCount(0);
  await page.goto('/app/formulas/nova');
  await expect(page.getByText('O construtor de fórmulas é exclusivo para assinantes premium')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Adicionar forma química' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: '#main' });
  await page.getByRole('button', { name: 'Ver planos' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

/** The first option the typeahead offers for what is typed (the right form first, issue 38). */
async function addFirstOption(page: Page, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: 'Adicionar forma química' });
  await field.focus();
  await field.pressSequentially(typed, { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Sugestões para adicionar' }).getByRole('option');
  await expect(options.first()).toHaveAccessibleName(option);
  await field.press('Enter');
  await expect(page.getByRole('group', { name: option })).toBeVisible();
  await expect(page.getByRole('group', { name: option }).getByLabel('Quantidade por unidade')).toBeFocused();
}

test('a premium clinician builds a gestante formula by typing common names: each picks the counted catalogue form first, and every nutrient shows its total against RDA, UL and ANVISA as far as values are confirmed', async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = await registerFreshUser(request, 'Clara Gestante Prescritora');
  await subscribe(request, user);
  await logInWithCpf(page, user.cpf, user.password);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Fórmulas' }).click();
  await page.getByRole('link', { name: 'Nova fórmula' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova fórmula' })).toBeVisible();
  await page.getByLabel('Nome da fórmula').fill('Pré-natal');
  await page.getByLabel('Grupo populacional do paciente').selectOption({ label: 'Gestantes' });

  const rows: [string, RegExp, string, string][] = [
    ['ferro quelato', /^Ferro bisglicinato \(quelato\)/, '150', 'mg'],
    ['zinco quelato', /^Zinco quelato \(bisglicinato\)/, '50', 'mg'],
    ['magnésio citrato', /^Citrato de magnésio/, '500', 'mg'],
    ['selênio quelato', /^Selênio quelato \(glicinato\)/, '60', 'µg'],
    ['vitamina d', /^Colecalciferol \(D3\)/, '2.000', 'UI'],
  ];
  for (const [typed, option, amount, unit] of rows) {
    await addFirstOption(page, typed, option);
    await page.keyboard.type(amount);
    // Each row starts in a unit that applies to its form.
    await expect(page.getByRole('group', { name: option }).getByLabel('Unidade', { exact: true })).toHaveValue(unit);
  }

  const results = page.getByRole('region', { name: 'Totais diários' });
  await expect(results.getByText('Para: Gestantes')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Calculando…')).toHaveCount(0);
  for (const [name, expressed] of [['Ferro', 'ferro elementar'], ['Zinco', 'zinco elementar'], ['Magnésio', 'magnésio elementar'], ['Vitamina D', '']] as const) {
    const card = results.getByRole('article', { name, exact: true });
    await expect(card).toContainText(new RegExp(`\\d+(,\\d+)? (mg|µg) de ${expressed}.*por dia`));
    // Against the group's intake and upper level, each with its mark and source.
    await expect(card).toContainText('RDA');
    await expect(card).toContainText('UL:');
    // ANVISA's maximum: its value where one is confirmed, else said so (never a guessed number).
    await expect(card).toContainText(/Máximo ANVISA:\s*(\d|sem valor confirmado)/);
  }
  // Selênio quelato has no defined compound (not counted): its total is said not to be computed.
  await expect(results.getByRole('article', { name: 'Selênio', exact: true })).toContainText('Total não calculado');
  // The elemental equivalent in each capsule, from the same calculation as the dashboard's.
  await expect(results.getByRole('list', { name: 'Em cada cápsula' })).toContainText(/Ferro bisglicinato \(quelato\) 150 mg \(≈ \d+(,\d+)? mg de ferro elementar\)/);
  await expect(results.getByRole('article', { name: 'Ferro', exact: true })).toContainText(/≈ \d+(,\d+)? mg por cápsula/);
});

/** The chemical form of that name, as GET interactions/options offers it, with a unit that applies to it. */
async function formNamed(request: APIRequestContext, name: string): Promise<{ id: number; name: string; unit: 'mg' | 'µg' | 'UI' }> {
  const answer = await request.get('/api/v1/interactions/options', { params: { search: name, kinds: 'form' } });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { id: number; name: string; units: { offered: ('mg' | 'µg' | 'UI')[] } | null }[] };
  const form = items.find((item) => item.name === name);
  if (!form?.units?.offered[0]) throw new Error(`the form '${name}' is not offered with a unit`);
  return { id: form.id, name: form.name, unit: form.units.offered[0] };
}

test('a 12-component formula with patient, notes and a CRM registration prints on one A4 page, every component on it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerFreshUser(request, 'Paulo Prescritor Doze');
  await subscribe(request, user);
  const auth = { Authorization: `Bearer ${await idTokenOf(request, user)}` };
  const registered = await request.post('/api/v1/prescriber', { headers: auth, data: { council: 'CRM', number: '123456', state: 'SP', contact: '(11) 3333-4444 · consultorio@example.com' } });
  expect(registered.status(), await registered.text()).toBe(200);

  const names = [
    'Magnésio quelato (bisglicinato)', 'Ferro bisglicinato (quelato)', 'Zinco quelato (bisglicinato)', 'L-selenometionina', 'Colecalciferol (D3)', 'Citrato de cálcio',
    'Ácido ascórbico', 'd-alfa-tocoferol (natural)', 'Cloridrato de piridoxina', 'Cianocobalamina', 'Ácido fólico', 'Iodeto de potássio',
  ];
  const forms = [];
  for (const name of names) forms.push(await formNamed(request, name));
  const amountIn = { mg: 25, 'µg': 50, UI: 1000 } as const;
  const created = await request.post('/api/v1/formulas', {
    headers: auth,
    data: {
      name: 'Polivitamínico de doze componentes',
      patient_name: 'Beatriz Doze Componentes',
      notes: 'Tomar após o almoço. Reavaliar exames em 90 dias.',
      population: 'adultos-19a',
      components: forms.map((form) => ({ form_id: form.id, amount: amountIn[form.unit], unit: form.unit })),
      pharmaceutical_form: 'capsula',
      units_per_dose: 2,
      doses_per_day: 1,
      duration_days: 60,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { item } = (await created.json()) as { item: { id: string } };

  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await logInWithCpf(page, user.cpf, user.password);
  await page.goto(`/app/formulas/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Polivitamínico de doze componentes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totais diários' }).getByText('Para: Adultos (19 anos ou mais)')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Calculando…')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  const prescription = page.getByTestId('prescription');
  await expect(prescription).toBeVisible();
  await expect(prescription).toContainText('CRM-SP 123456');
  await expect(prescription).toContainText('(11) 3333-4444 · consultorio@example.com');
  await expect(prescription).toContainText('Paciente: Beatriz Doze Componentes');
  for (const form of forms) await expect(prescription).toContainText(form.name);
  await expect(prescription).toContainText('Excipiente q.s.p. 1 cápsula');
  await expect(prescription).toContainText('Manipular 120 cápsulas');
  await expect(prescription).toContainText('Assinatura e carimbo');
  await page.screenshot({ path: '.e2e/results/formulas/printed-12-components.png', fullPage: true });
  const pdf = await page.pdf({ format: 'A4', path: '.e2e/results/formulas/printed-12-components.pdf' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
});
