import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { useLocation } from 'react-router-dom';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SearchTypeahead } from './search-typeahead';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const supplement = (name: string, slug: string) => ({ item: { name, slug, image: 'minerais.png', is_paid: 0 } });
const answer = {
  items: {
    current_page: 1,
    last_page: 1,
    data: [
      { type: 'Suplementos', data: [supplement('Magnésio', 'magnesio'), supplement('Manganês', 'manganes')] },
      { type: 'Formas Químicas', data: [] },
      { type: 'Nutra Fórmulas', data: [] },
      {
        type: 'Tópicos',
        data: [
          {
            item: { is_paid: 0, source: 'topic', topic_id: 4, topic_slug: 'magnesio-interacoes', topic_name: 'Interações', content: 'Reduz a absorção de tetraciclinas' },
            supplement: { name: 'Magnésio', slug: 'magnesio', image: 'minerais.png' },
          },
          {
            item: { is_paid: 1, source: 'topic', topic_id: 13, topic_slug: 'selenio-descricao', topic_name: 'Descrição', content: '' },
            supplement: { name: 'Selênio', slug: 'selenio', image: 'minerais.png' },
          },
        ],
      },
      {
        type: 'Interações',
        data: [
          {
            item: { kind: 'drug', id: 4, name: 'Varfarina', matched: null },
            interactions: [{ id: 11, severity: 'grave', supplement: { id: 7, name: 'Ômega 3', slug: 'omega-3', form: null }, via: null }],
            interactions_total: 5,
          },
        ],
      },
    ],
  },
};

function Where() {
  const location = useLocation();
  return <output aria-label="rota">{location.pathname + location.search}</output>;
}

async function renderTypeahead() {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, answer));
  vi.stubGlobal('fetch', fetchMock);
  await renderWithProviders(
    <>
      <SearchTypeahead />
      <Where />
    </>,
    { path: '/app/categorias' },
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('SearchTypeahead', () => {
  it('suggests supplements as the user types, and arrows then Enter open the chosen one', async () => {
    const { fetchMock, user } = await renderTypeahead();
    const box = screen.getByRole('combobox', { name: 'Buscar no catálogo' });
    await user.type(box, 'magn');
    expect(await screen.findByRole('option', { name: 'Magnésio' })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('search=magn');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Magnésio' }).getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Magnésio' }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' }).textContent).toBe('/app/suplementos/topicos/magnesio'));
  });

  it('suggests matches in the monographs’ text after the names, locked when the text is paid, and opens the topic', async () => {
    const { user } = await renderTypeahead();
    const box = screen.getByRole('combobox', { name: 'Buscar no catálogo' });
    await user.type(box, 'magn');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Magnésio',
      'Manganês',
      'Magnésio em Interações',
      'Selênio em Descrição exclusivo para assinantes premium',
      'Varfarina medicamento · 5 interações',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' }).textContent).toBe('/app/suplementos/topicos/magnesio?topico=4'));
  });

  it('opens the results page on Enter with no suggestion chosen, and Escape closes the list', async () => {
    const { user } = await renderTypeahead();
    const box = screen.getByRole('combobox', { name: 'Buscar no catálogo' });
    await user.type(box, 'magn');
    await screen.findByRole('option', { name: 'Magnésio' });
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' }).textContent).toBe('/app/busca/magn'));
  });

  it('puts a drug the term names exactly before the supplements and the text mentions (issue 41, item 3)', async () => {
    const { user } = await renderTypeahead();
    await user.type(screen.getByRole('combobox', { name: 'Buscar no catálogo' }), 'varfarina');
    await screen.findByRole('option', { name: /^Varfarina/ });
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toMatch(/^Varfarina/);
    expect(options.slice(1).map((option) => option.textContent)).toEqual([expect.stringMatching(/^Magnésio/), expect.stringMatching(/^Manganês/), expect.stringMatching(/^Magnésio/), expect.stringMatching(/^Selênio/)]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' }).textContent).toBe('/app/interacoes?itens=m4'));
  });

  it('suggests drugs and conditions last, each opening the interaction checker with it', async () => {
    const { user } = await renderTypeahead();
    await user.type(screen.getByRole('combobox', { name: 'Buscar no catálogo' }), 'magn');
    await screen.findByRole('option', { name: /^Varfarina/ });
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' }).textContent).toBe('/app/interacoes?itens=m4'));
  });
});
