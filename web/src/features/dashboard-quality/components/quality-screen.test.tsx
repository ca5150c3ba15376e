import type { QualityItem, QualityReportAnswer } from '@contract/quality-answers';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { QualityScreen } from './quality-screen';

beforeEach(() => setAuthSession({ status: 'signed-out' }));
afterEach(() => vi.unstubAllGlobals());

const empty: Omit<QualityItem, 'kind'> = {
  supplement: null, topic: null, target: null, interaction_id: null, phrase: null, excerpt: null, prose_word: null, severity: null, dose: null, missing_groups: [], reviewed_at: null,
};
const coq10 = { id: 7, slug: 'coenzima-q10', name: 'Coenzima Q10' };

const report: QualityReportAnswer = {
  report: {
    built_at: '2026-11-28T18:00:00.000Z',
    truncated: false,
    counts: { prose_without_interaction: 1, severity_disagrees: 1, dose_above_upper_level: 1, form_without_formula: 0, nutrient_without_anvisa: 0, review_due: 1, drug_without_interaction: 0, condition_without_interaction: 0 },
    items: [
      { ...empty, kind: 'prose_without_interaction', supplement: coq10, topic: { id: 70, slug: 'coenzima-q10-interacoes', name: 'Interações' }, target: { type: 'drug', id: 1, name: 'Varfarina' }, phrase: 'varfarina', excerpt: 'Pode reduzir o efeito da varfarina' },
      { ...empty, kind: 'severity_disagrees', supplement: { id: 8, slug: 'vitamina-k2', name: 'Vitamina K2' }, target: { type: 'drug', id: 1, name: 'Varfarina' }, interaction_id: 31, prose_word: 'contraindicada', severity: 'moderada', excerpt: 'Contraindicada com varfarina' },
      { ...empty, kind: 'dose_above_upper_level', supplement: { id: 2, slug: 'zinco', name: 'Zinco' }, topic: { id: 20, slug: 'zinco-posologia', name: 'Posologia' }, dose: { text: '75 mg/dia', per_day: 75, upper_level: 40, unit: 'mg', group: 'adultos-19a', nutrient: { id: 3, name: 'Zinco' } } },
      { ...empty, kind: 'review_due', supplement: { id: 3, slug: 'boldo', name: 'Boldo' }, reviewed_at: null },
    ],
  },
};

describe('the content-quality report screen', { timeout: 60_000 }, () => {
  it('lists each kind with its count, and each finding links to the editor that fixes it', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(200, report)));
    await renderWithProviders(<QualityScreen />, { path: '/dashboard/qualidade' });

    const prose = await screen.findByRole('region', { name: 'Citados no texto sem interação cadastrada' });
    expect(within(prose).getByText('1')).toBeTruthy();
    expect(within(prose).getByRole('link', { name: 'Coenzima Q10: o texto cita “varfarina” (Varfarina) sem interação cadastrada' }).getAttribute('href')).toBe('/dashboard/suplementos/topicos/coenzima-q10-interacoes');
    expect(within(prose).getByText('“Pode reduzir o efeito da varfarina” — Interações')).toBeTruthy();

    const severity = screen.getByRole('region', { name: 'Gravidade do texto diferente da cadastrada' });
    expect(within(severity).getByRole('link', { name: 'Vitamina K2 × Varfarina: o texto diz “contraindicada”, a interação cadastrada é moderada' }).getAttribute('href')).toBe('/dashboard/interacoes/31');

    const doses = screen.getByRole('region', { name: 'Doses acima do limite superior sem nota' });
    expect(within(doses).getByRole('link', { name: 'Zinco: 75 mg/dia (75 mg/dia de Zinco) acima do limite superior de 40 mg/dia (Adultos (19 anos ou mais)), sem nota' }).getAttribute('href')).toBe('/dashboard/suplementos/topicos/zinco-posologia');

    const reviews = screen.getByRole('region', { name: 'Monografias nunca revisadas ou revisadas há mais de 12 meses' });
    expect(within(reviews).getByRole('link', { name: 'Boldo: nunca revisada' }).getAttribute('href')).toBe('/dashboard/suplementos/boldo');

    expect(within(screen.getByRole('region', { name: 'Formas químicas sem fórmula contada' })).getByText('Nada a corrigir.')).toBeTruthy();
  });

  it('says the report is being computed while the first run has not stored one, and shows it once stored', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(200, (calls += 1) === 1 ? { report: null } : report)));
    await renderWithProviders(<QualityScreen />, { path: '/dashboard/qualidade' });
    expect(await screen.findByText('Calculando o relatório pela primeira vez…')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Citados no texto sem interação cadastrada' }, { timeout: 8_000 })).toBeTruthy();
  });
});
