import type { CheckItem } from '@contract/interactions';
import type { InteractionCheckAnswer, InteractionOptionsAnswer } from '@contract/interactions-answers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { encodeItems } from '@/lib/checker-url';
import { saveCheck } from '../api/saved-checks';
import { InteractionChecker } from './interaction-checker';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const MAGNESIUM = { kind: 'supplement' as const, id: 1, name: 'Magnésio', supplement: { id: 1, name: 'Magnésio', slug: 'magnesio' } };
const IRON = { kind: 'supplement' as const, id: 2, name: 'Ferro', supplement: { id: 2, name: 'Ferro', slug: 'ferro' } };
const WARFARIN = { kind: 'drug' as const, id: 4, name: 'Varfarina', supplement: null };
const ref = (item: { kind: CheckItem['kind']; id: number }) => ({ kind: item.kind, id: item.id });
const DETAILS = {
  likelihood: 'possivel' as const,
  evidence: 'C' as const,
  mechanism: 'Compostos de magnésio elevam o pH e podem formar complexos com o ferro.',
  management: 'Tomar o ferro longe do magnésio.',
  timing: 'Separar por 2 h',
  references: [{ authors: 'Ekenved G, et al.', title: 'Influence of a liquid antacid on the absorption of different iron salts', journal: 'Scand J Haematol Suppl', year: 1976, doi: null, pmid: '1062389' }],
  reviewed: { at: '2026-11-27T10:00:00.000Z', by: 'Equipe editorial (demonstração)' },
};

function checkAnswer(items: (typeof MAGNESIUM | typeof IRON | typeof WARFARIN)[], premium: boolean): InteractionCheckAnswer {
  const both = items.includes(MAGNESIUM) && items.includes(IRON);
  return {
    items,
    groups: [
      { severity: 'grave', items: [] },
      { severity: 'moderada', items: [] },
      {
        severity: 'leve',
        items: both
          ? [
              {
                id: 7,
                severity: 'leve',
                supplement: { id: 1, name: 'Magnésio', slug: 'magnesio', form: null },
                other: { kind: 'supplement', id: 2, name: 'Ferro', slug: 'ferro', form: null },
                locked: !premium,
                details: premium ? DETAILS : null,
                between: [ref(MAGNESIUM), ref(IRON)],
              },
            ]
          : [],
      },
    ],
    pairs_without_interaction: items.includes(WARFARIN) ? items.filter((item) => item !== WARFARIN).map((item) => ({ between: [ref(item), ref(WARFARIN)], reason: 'no_record' as const })) : [],
    items_without_records: items.includes(WARFARIN) ? [ref(WARFARIN)] : [],
    locked: !premium,
    checked_at: '2026-11-27T12:00:00.000Z',
  };
}

const OPTIONS: InteractionOptionsAnswer = { items: [{ kind: 'drug', id: 4, name: 'Varfarina', detail: 'Marevan', supplement_id: null, units: null }] };

function Checker({ initial }: { initial: CheckItem[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <InteractionChecker items={items} onItemsChange={setItems} onLockedClick={() => undefined} />
      <output aria-label="lista">{items.map((item) => `${item.kind}:${item.id}`).join(',')}</output>
    </>
  );
}

function stubApi(premium: boolean) {
  const checks: string[] = [];
  const all = [MAGNESIUM, IRON, WARFARIN];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/interactions/options')) return jsonResponse(200, OPTIONS);
    const body = JSON.parse(String(init?.body)) as { items: CheckItem[] };
    checks.push(body.items.map((item) => `${item.kind}:${item.id}`).join(','));
    const items = body.items.map((sent) => all.find((item) => item.kind === sent.kind && item.id === sent.id)!);
    return jsonResponse(200, checkAnswer(items, premium));
  });
  vi.stubGlobal('fetch', fetchMock);
  return checks;
}

describe('InteractionChecker', () => {
  it('asks for two items before showing results', async () => {
    stubApi(true);
    await renderWithProviders(<Checker initial={[ref(MAGNESIUM)]} />);
    expect(await screen.findByText('Adicione pelo menos dois itens para verificar as interações')).toBeTruthy();
    expect(await screen.findByText('Magnésio')).toBeTruthy();
  });

  it('shows a premium reader the card with evidence, mechanism, what to do, timing and references, then checks again once per change', async () => {
    const checks = stubApi(true);
    const user = userEvent.setup();
    await renderWithProviders(<Checker initial={[ref(MAGNESIUM), ref(IRON)]} />);
    const leve = await screen.findByRole('region', { name: 'Leve (1)' });
    expect(within(leve).getByText('Estar atento.')).toBeTruthy();
    const card = within(leve).getByRole('article', { name: 'Magnésio + Ferro' });
    expect(card.textContent).toContain('C · Limitada');
    expect(card.textContent).toContain(DETAILS.mechanism);
    expect(card.textContent).toContain(DETAILS.management);
    expect(card.textContent).toContain('Separar por 2 h');
    expect(within(card).getByRole('link', { name: 'PubMed: 1062389' }).getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/1062389/');
    expect(checks).toEqual(['supplement:1,supplement:2']);

    // Keyboard only: type, arrow down, Enter adds the drug; the field keeps the focus.
    const field = screen.getByRole('combobox', { name: 'Adicionar suplemento, medicamento ou condição' });
    await user.click(field);
    await user.keyboard('varf');
    await screen.findByRole('option', { name: /^Varfarina/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'lista' }).textContent).toBe('supplement:1,supplement:2,drug:4'));
    expect(document.activeElement).toBe(field);
    const none = await screen.findByRole('region', { name: 'Nenhuma interação registrada' });
    expect(within(none).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Magnésio + Varfarina', 'Ferro + Varfarina']);
    const uncovered = screen.getByRole('region', { name: 'Itens sem cobertura no catálogo' });
    expect(within(uncovered).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Varfarina: nenhuma interação cadastrada']);
    expect(screen.getByText(/A ausência de um registro não é evidência de segurança/)).toBeTruthy();
    expect(checks).toEqual(['supplement:1,supplement:2', 'supplement:1,supplement:2,drug:4']);

    // A chip's remove button, from the keyboard: the focus moves to the next chip.
    const remove = screen.getByRole('button', { name: 'Remover Ferro' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'lista' }).textContent).toBe('supplement:1,drug:4'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remover Varfarina' }));
    await waitFor(() => expect(checks).toHaveLength(3));
  });

  it('shows a free reader which pairs interact and how severely, with the call to action instead of the details', async () => {
    stubApi(false);
    await renderWithProviders(<Checker initial={[ref(MAGNESIUM), ref(IRON)]} />);
    const card = await screen.findByRole('article', { name: 'Magnésio + Ferro' });
    expect(card.textContent).toContain('Leve');
    expect(within(card).getByRole('button', { name: 'Ver planos' })).toBeTruthy();
    expect(card.textContent).toContain('Detalhes exclusivos para assinantes premium');
    expect(card.textContent).not.toContain('Nível de evidência');
    expect(card.textContent).not.toContain('O que fazer');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('keeps an item the API does not know (an old link) on the list by kind and id, to be removed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(400, { message: 'Medicamento não encontrado (id 999)', errors: { 'items.1': ['Medicamento não encontrado (id 999)'] } })),
    );
    await renderWithProviders(<Checker initial={[ref(MAGNESIUM), { kind: 'drug', id: 999 }]} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível verificar as interações');
    expect(await screen.findByRole('button', { name: 'Remover Medicamento 999' })).toBeTruthy();
  });

  it('answers a list checked online from the copy saved on this device when there is no connection, and says so', async () => {
    const store = new Map<string, Response>();
    const cache = { put: async (key: string, response: Response) => void store.set(key, response), match: async (key: string) => store.get(key)?.clone() };
    vi.stubGlobal('caches', { open: async () => cache });
    const list = [ref(MAGNESIUM), ref(IRON)];
    await saveCheck(encodeItems(list), 'pt', checkAnswer([MAGNESIUM, IRON], false));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => { throw new TypeError('Failed to fetch'); }));
    await renderWithProviders(<Checker initial={list} />);
    expect(await screen.findByText('Sem conexão: esta é a resposta salva neste aparelho, verificada online em 27/11/2026.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Magnésio + Ferro' })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
