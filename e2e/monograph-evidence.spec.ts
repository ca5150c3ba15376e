import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs } from './support/login';

/** Seed facts: Magnésio is free; its 'Posologia' topic starts without references, reviewed by the demonstration's editorial team. */
const SUPPLEMENT = { slug: 'magnesio', name: 'Magnésio' };
const today = () => new Date().toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
/** The review's date is the day it was marked; the journey may cross midnight, so both days are accepted. */
const reviewedSince = (start: string) => {
  const days = [...new Set([start, today()])].map((day) => day.replaceAll('/', '\\/')).join('|');
  return new RegExp(`^Revisado em (${days}) por \\S`);
};

async function openPosologia(page: Page) {
  await page.goto(`/dashboard/suplementos/${SUPPLEMENT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SUPPLEMENT.name })).toBeVisible();
  await page.getByRole('navigation', { name: 'Tópicos do suplemento' }).getByRole('button', { name: 'Posologia' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Posologia' })).toBeVisible();
}

test('the admin cites a study on a topic, marks it reviewed and grades an indication; a reader sees all three', async ({ page, browser }) => {
  // Three pages and two accessibility scans on a monograph that now carries 'O que mudou': more than the default minute on a loaded machine.
  test.setTimeout(90_000);
  const start = today();
  await loginAs(page, 'admin');
  await openPosologia(page);
  await expect(page.getByText(/^Revisado em \d{2}\/\d{2}\/\d{4} por Equipe editorial \(demonstração\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como revisado' }).click();
  await expect(page.getByText(reviewedSince(start))).toBeVisible();

  await page.getByRole('button', { name: 'Editar referências' }).click();
  const dialog = page.getByRole('dialog', { name: 'Referências de Posologia' });
  await dialog.getByRole('button', { name: 'Adicionar referência' }).click();
  const first = dialog.getByRole('listitem', { name: 'Referência 1' });
  await first.getByRole('textbox', { name: 'Autores' }).fill('de Baaij JH, Hoenderop JG, Bindels RJ');
  await first.getByRole('textbox', { name: 'Título' }).fill('Magnesium in man: implications for health and disease');
  await first.getByRole('textbox', { name: 'Periódico' }).fill('Physiol Rev');
  await first.getByRole('textbox', { name: 'Ano' }).fill('2015');
  await first.getByRole('textbox', { name: 'DOI' }).fill('physrev.00012.2014');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(first.getByText('DOI inválido (ex.: 10.1056/NEJMra070553)')).toBeVisible();
  await first.getByRole('textbox', { name: 'DOI' }).fill('https://doi.org/10.1152/physrev.00012.2014');
  await first.getByRole('textbox', { name: 'PMID' }).fill('25540137');
  await dialog.getByRole('button', { name: 'Adicionar referência' }).click();
  const second = dialog.getByRole('listitem', { name: 'Referência 2' });
  await second.getByRole('textbox', { name: 'Autores' }).fill('Abbasi B, et al.');
  await second.getByRole('textbox', { name: 'Título' }).fill('The effect of magnesium supplementation on primary insomnia in elderly');
  await second.getByRole('textbox', { name: 'PMID' }).fill('23853635');
  await dialog.getByRole('button', { name: 'Subir Referência 2' }).click();
  await expect(dialog.getByRole('listitem', { name: 'Referência 1' }).getByRole('textbox', { name: 'PMID' })).toHaveValue('23853635');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 referências cadastradas')).toBeVisible();

  await page.getByRole('button', { name: 'Editar indicações' }).click();
  const indications = page.getByRole('dialog', { name: `Indicações de ${SUPPLEMENT.name}` });
  await indications.getByRole('button', { name: 'Adicionar indicação' }).click();
  const added = indications.getByRole('listitem').last();
  await added.getByRole('textbox', { name: 'Indicação' }).fill('Cãibras noturnas em idosos');
  await indications.getByRole('button', { name: 'Salvar' }).click();
  await expect(added.getByText('Selecione o nível de evidência')).toBeVisible();
  await added.getByRole('combobox', { name: 'Nível de evidência' }).selectOption({ label: 'D · Insuficiente' });
  await indications.getByRole('button', { name: 'Salvar' }).click();
  await expect(indications).toBeHidden();
  await expect(page.getByRole('region', { name: 'Indicações e nível de evidência' }).getByText('Cãibras noturnas em idosos')).toBeVisible();

  const reader = await (await browser.newContext()).newPage();
  await loginAs(reader, 'user');
  await reader.goto(`/app/suplementos/topicos/${SUPPLEMENT.slug}`);
  const evidence = reader.getByRole('region', { name: 'Indicações e nível de evidência' });
  await expect(evidence.getByRole('listitem').filter({ hasText: 'Cãibras noturnas em idosos' })).toContainText('D · Insuficiente');
  await evidence.getByText('O que significam os níveis de evidência?').click();
  await expect(evidence.getByText(/Evidência ausente, de baixa qualidade ou contraditória/)).toBeVisible();
  await reader.getByRole('link', { name: 'Posologia' }).click();
  await expect(reader.getByText(reviewedSince(start))).toBeVisible();
  const references = reader.getByRole('region', { name: 'Referências' });
  await expect(references.getByRole('listitem').first()).toContainText('Abbasi B, et al.');
  const doi = references.getByRole('link', { name: 'DOI: 10.1152/physrev.00012.2014' });
  await expect(doi).toHaveAttribute('href', 'https://doi.org/10.1152/physrev.00012.2014');
  await expect(doi).toHaveAttribute('target', '_blank');
  await expect(references.getByRole('link', { name: 'PubMed: 23853635' })).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/23853635/');
  await expectNoSeriousA11yViolations(reader);

  // Put Magnésio's indications back as the seed has them.
  await page.getByRole('button', { name: 'Editar indicações' }).click();
  await indications.getByRole('button', { name: /^Remover Indicação 3$/ }).click();
  await indications.getByRole('button', { name: 'Salvar' }).click();
  await expect(indications).toBeHidden();
});
