import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import * as toaster from '@/lib/toaster';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { SupplementHeader } from '@contract/supplements-answers';
import { TopicForm, type RenderContentEditor } from './topic-form';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const SUPPLEMENT: SupplementHeader = { id: 1, name: 'Magnésio', slug: 'magnesio', is_paid: 0, category: { id: 1, name: 'Minerais', slug: 'minerais', image: 'minerais.png' } };

/** Stands in for the rich-text editor: a button that "writes" a paragraph. */
const fakeEditor: RenderContentEditor = ({ onChange, labelId }) => (
  <button type="button" aria-labelledby={labelId} onClick={() => onChange('<p>&nbsp;</p><p><strong>texto</strong></p>')}>
    editor
  </button>
);

async function renderForm() {
  await renderWithProviders(
    <Suspense fallback={null}>
      <TopicForm supplement={SUPPLEMENT} renderEditor={fakeEditor} />
    </Suspense>,
    { path: '/dashboard/suplementos/magnesio/novo' },
  );
  return screen.findByRole('button', { name: 'Salvar' });
}

describe('TopicForm', () => {
  it('reports every missing field at once, inline and one toast each, without calling the API', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    const notifyFormErrors = vi.spyOn(toaster, 'notifyFormErrors').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.click(await renderForm());
    expect(await screen.findByText('Nome não foi preenchido')).toBeTruthy();
    expect(screen.getByText('Selecione a ordem de exibição')).toBeTruthy();
    expect(screen.getByText('Selecione se é pago ou não')).toBeTruthy();
    expect(notifyFormErrors.mock.calls).toEqual([[['Nome não foi preenchido', 'Selecione a ordem de exibição', 'Selecione se é pago ou não']]]);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nome/));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the fields and the editor’s HTML as multipart to POST supplement-topics', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => jsonResponse(200, {
        message: 'Novo tópico criado',
        item: {
          id: 9, name: 'Interações', slug: 'magnesio-x', order: 2, is_paid: 1, tags: null, content: '<p>Texto</p>', locked: false, references: [],
          reviewed_at: null, reviewed_by: null, supplement_id: 4, revision: 1, created_at: '2026-11-27T12:00:00.000Z', updated_at: '2026-11-27T12:00:00.000Z',
        },
      }));
    vi.stubGlobal('fetch', fetchSpy);
    vi.spyOn(toaster, 'notifySuccess').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const save = await renderForm();
    await user.type(screen.getByLabelText(/^Nome/), 'Interações');
    await user.type(screen.getByLabelText(/^Ordem de exibição/), '4');
    expect(screen.getByText('4ª')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Conteúdo pago/), '0');
    await user.click(screen.getByRole('button', { name: 'Conteúdo' }));
    await user.click(save);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/v1/supplement-topics');
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    if (!(body instanceof FormData)) return;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Interações',
      tags: '',
      order: '4',
      is_paid: '0',
      content: '<p>&nbsp;</p><p><strong>texto</strong></p>',
      supplement_id: '1',
    });
  });
});
