import type { SupplementInteractionsAnswer } from '@contract/interactions-answers';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SupplementInteractions } from './supplement-interactions';

beforeEach(() => setAuthSession({ status: 'signed-out' }));

const ANSWER: SupplementInteractionsAnswer = {
  supplement: { id: 40, name: 'Coenzima Q10', slug: 'coenzima-q10' },
  groups: [
    { severity: 'grave', items: [] },
    { severity: 'moderada', items: [] },
    { severity: 'leve', items: [] },
  ],
  unrecorded_mentions: [
    { phrase: 'varfarina', items: [{ kind: 'drug', id: 1, name: 'Varfarina' }] },
    { phrase: 'diuréticos', items: [{ kind: 'drug_class', id: 13, name: 'Diuréticos tiazídicos' }, { kind: 'drug_class', id: 14, name: 'Diuréticos de alça' }] },
  ],
  locked: true,
};

describe('SupplementInteractions', () => {
  it('lists apart, flagged, what the text names without a record, and says silence is not safety', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(200, ANSWER)));
    await renderWithProviders(<SupplementInteractions slug="coenzima-q10" onLockedClick={() => undefined} />);
    expect(await screen.findByText('Nenhuma interação registrada para este suplemento ainda.')).toBeTruthy();
    const flagged = screen.getByRole('region', { name: 'Citados no texto, sem interação registrada' });
    expect(within(flagged).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sem registro estruturado“varfarina” (Varfarina)',
      'Sem registro estruturado“diuréticos” (Diuréticos tiazídicos, Diuréticos de alça)',
    ]);
    expect(screen.getByText(/A ausência de um registro não é evidência de segurança/)).toBeTruthy();
  });
});
