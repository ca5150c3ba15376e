import type { FormulaListAnswer, FormulaSummary, FormulaTemplatesAnswer } from '@contract/formulas-answers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { FormulaListScreen } from './formula-list-screen';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const FORMULA: FormulaSummary = {
  id: 'f1',
  name: 'Gestante',
  patient_name: 'Ana Souza',
  population: 'gestantes',
  pharmaceutical_form: 'capsula',
  units_per_dose: 1,
  doses_per_day: 2,
  duration_days: 30,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  components: [
    { form_id: 11, name: 'Magnésio quelato (bisglicinato)', amount: 1500, unit: 'mg' },
    { form_id: 31, name: 'Colecalciferol (D3)', amount: 2000, unit: 'UI' },
  ],
};
const TEMPLATES: FormulaTemplatesAnswer = {
  items: [
    {
      id: 2,
      name: 'Fórmula Sono Tranquilo',
      supplement: { id: 9, name: 'Nutra Fórmulas', slug: 'nutra-formulas' },
      components: [{ form_id: 11, amount: 200, unit: 'mg', name: 'Magnésio quelato (bisglicinato)' }],
      pharmaceutical_form: 'capsula',
      units_per_dose: 1,
      doses_per_day: 1,
      duration_days: null,
      unmapped: ['Melissa 200 mg'],
    },
  ],
};
const page = (data: FormulaSummary[]): FormulaListAnswer => ({ data, current_page: 1, last_page: 1, per_page: 12, total: data.length });

function stubApi(formulas: FormulaSummary[]) {
  const calls: string[] = [];
  let stored = formulas;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url.endsWith('/formulas/templates')) return jsonResponse(200, TEMPLATES);
      if (method === 'DELETE') {
        stored = stored.filter((formula) => !url.endsWith(`/${formula.id}`));
        return jsonResponse(200, { message: 'Fórmula excluída com sucesso' });
      }
      if (url.includes('/formulas?') || url.endsWith('/formulas')) return jsonResponse(200, page(stored));
      return jsonResponse(404, { message: 'Não encontrado' });
    }),
  );
  return calls;
}

describe('FormulaListScreen', () => {
  it('lists the caller’s formulas with patient, group, components and date, and deletes one only after the confirmation', async () => {
    const calls = stubApi([FORMULA]);
    const user = userEvent.setup();
    await renderWithProviders(<FormulaListScreen canUse onSeePlans={() => undefined} />);
    const row = await screen.findByRole('article', { name: 'Gestante' });
    expect(row.textContent).toContain('Paciente: Ana Souza · Gestantes · Atualizada em 27/11/2026');
    expect(row.textContent).toContain('Magnésio quelato (bisglicinato) 1.500 mg + Colecalciferol (D3) 2.000 UI');
    expect(within(row).getByRole('link', { name: 'Gestante' }).getAttribute('href')).toBe('/app/formulas/f1');
    const template = await screen.findByRole('button', { name: 'Começar de Fórmula Sono Tranquilo' });
    expect(template.parentElement?.textContent).toContain('Adicione à mão: Melissa 200 mg');

    await user.click(within(row).getByRole('button', { name: 'Excluir Gestante' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir fórmula?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Excluir Gestante' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Excluir fórmula?' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Você ainda não salvou nenhuma fórmula')).toBeTruthy();
    expect(calls).toContain('DELETE /api/v1/formulas/f1');
  });

  it('shows a user without premium the call to action and asks the API nothing', async () => {
    const calls = stubApi([FORMULA]);
    const onSeePlans = vi.fn();
    await renderWithProviders(<FormulaListScreen canUse={false} onSeePlans={onSeePlans} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver planos' }));
    expect(onSeePlans).toHaveBeenCalledOnce();
    expect(screen.getByText('O construtor de fórmulas é exclusivo para assinantes premium')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
