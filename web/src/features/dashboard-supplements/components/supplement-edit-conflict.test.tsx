import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { formatDateTime } from '@/lib/dates';
import { changeLocale } from '@/lib/i18n';
import * as toaster from '@/lib/toaster';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { SupplementAdmin } from '@contract/supplements-answers';
import { ItemDialogs } from '@/components/dashboard/item-dialogs';
import { useDeleteSupplement, useSaveSupplement } from '../api/save-supplement';
import { SupplementForm } from './supplement-form';

// Signed out: requests carry no token and the Firebase SDK is never loaded.
beforeEach(() => setAuthSession({ status: 'signed-out' }));

const loaded = (fields: Partial<SupplementAdmin>): SupplementAdmin => ({
  id: 5,
  name: 'Magnésio',
  slug: 'magnesio',
  is_paid: 0,
  order: 1,
  category_id: 2,
  created_at: '2026-07-01T12:00:00.000Z',
  updated_at: '2026-07-01T12:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  category: { id: 2, name: 'Minerais', slug: 'minerais', image: 'minerais.png' },
  indications: [],
  revision: 3,
  ...fields,
});

const SAVED_AT = '2026-07-01T12:02:00.000Z';
const CONFLICT = {
  message: 'Este conteúdo foi alterado por Bruno Revisor em 01/07/2026 09:02. Recarregue para ver as alterações.',
  code: 'edit_conflict',
  details: { updated_by: 'Bruno Revisor', updated_at: SAVED_AT },
};

/** The API: the item as Ana loaded it, then (after the conflict) as Bruno saved it. */
function apiWithConflict() {
  let reads = 0;
  const fetchSpy = vi.fn<typeof fetch>(async (_url, init) => {
    if (init?.method === 'POST') return jsonResponse(409, CONFLICT);
    reads += 1;
    return jsonResponse(200, { item: reads === 1 ? loaded({}) : loaded({ name: 'Magnésio quelato', revision: 4, updated_at: SAVED_AT }) });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** The supplements grid's edit dialog, composed as `SupplementGridScreen` composes it. */
function SupplementEditDialog({ item }: { item: SupplementAdmin }) {
  const save = useSaveSupplement(() => undefined);
  const remove = useDeleteSupplement(() => undefined);
  return (
    <ItemDialogs
      resource="supplements"
      mode="edit"
      item={item}
      save={save}
      remove={remove}
      titles={{ create: 'Adicionar novo', edit: `Editar ${item.name}`, delete: 'Deletar suplemento' }}
      onClose={() => undefined}
      renderForm={(slot) => <SupplementForm {...slot} categoryId={2} />}
    />
  );
}

async function openEditAndSave(name: string) {
  const user = userEvent.setup();
  await renderWithProviders(<SupplementEditDialog item={loaded({})} />);
  const field = await screen.findByLabelText(/^(Nome|Name)/, {}, { timeout: 5000 });
  await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe('Magnésio'));
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole('button', { name: /^(Salvar|Save)$/ }));
  return user;
}

afterEach(() => changeLocale('pt'));

// Dialogs, a lazy form check and three requests: more than the default 5 s on a loaded machine.
describe('the supplements edit dialog: edit conflicts', { timeout: 20_000 }, () => {
  it('sends the revision it loaded; on a conflict shows who and when, the unsaved values, and reloads the saved version', async () => {
    const fetchSpy = apiWithConflict();
    const notifyError = vi.spyOn(toaster, 'notifyError').mockImplementation(() => undefined);
    const user = await openEditAndSave('Magnésio dimalato');

    const conflict = await screen.findByRole('alertdialog', { name: 'Este conteúdo foi alterado' }, { timeout: 5000 });
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/v1/supplements/5');
    expect(Object.fromEntries((post[1]!.body as FormData).entries())).toMatchObject({ name: 'Magnésio dimalato', revision: '3' });
    expect(within(conflict).getByText(`Este conteúdo foi alterado por Bruno Revisor às ${formatDateTime(SAVED_AT)}. Recarregue para ver as alterações.`)).toBeTruthy();
    expect((within(conflict).getByRole('textbox', { name: 'Suas alterações não salvas' }) as HTMLTextAreaElement).value).toBe(
      'Nome: Magnésio dimalato\nOrdem de exibição: 1\nItem pago?: Não',
    );
    expect(notifyError).not.toHaveBeenCalled();

    await user.click(within(conflict).getByRole('button', { name: 'Recarregar a versão atual' }));
    await vi.waitFor(() => expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Magnésio quelato'));
    expect(screen.queryByRole('alertdialog', { name: 'Este conteúdo foi alterado' })).toBeNull();
  });

  it('words the conflict in English for an English admin, from the answer’s details', async () => {
    apiWithConflict();
    await changeLocale('en');
    await openEditAndSave('Magnesium dimalate');
    const conflict = await screen.findByRole('alertdialog', { name: 'This content was changed' }, { timeout: 5000 });
    expect(within(conflict).getByText(`This content was changed by Bruno Revisor at ${formatDateTime(SAVED_AT)}. Reload to see the changes.`)).toBeTruthy();
  });
});
