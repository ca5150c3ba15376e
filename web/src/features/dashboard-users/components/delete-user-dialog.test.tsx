import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInWithServerToken } from '@/lib/firebase';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DeleteUserDialog } from './delete-user-dialog';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'token', signInWithServerToken: vi.fn(async () => undefined) }));

describe("deleting a user asks for the administrator's password", { timeout: 20_000 }, () => {
  it('deletes nothing without the right password, then signs in again and deletes', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
      if (String(url).endsWith('/session/confirm-password')) {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        return password === 'segredo1'
          ? jsonResponse(200, { token: 'custom-token' })
          : jsonResponse(422, { message: 'Senha atual incorreta', errors: { password: ['Senha atual incorreta'] } });
      }
      return jsonResponse(200, { message: 'Conta excluída com sucesso.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<DeleteUserDialog user={{ id: 42, name: 'Renata Lima' }} onDeleted={onDeleted} onClose={() => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir conta e dados pessoais' });
    expect(within(dialog).getByText('Tem certeza que deseja deletar "Renata Lima"?')).toBeTruthy();
    const deletions = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await user.click(within(dialog).getByRole('button', { name: 'Sim, eu confirmo' }));
    expect(await within(dialog).findByText('Senha não foi preenchida')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const field = within(dialog).getByLabelText(/Sua senha de administrador/);
    await user.type(field, 'errada1');
    await user.click(within(dialog).getByRole('button', { name: 'Sim, eu confirmo' }));
    expect(await within(dialog).findByText('Senha atual incorreta')).toBeTruthy();
    expect(deletions()).toEqual([]);
    expect(signInWithServerToken).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'segredo1');
    await user.click(within(dialog).getByRole('button', { name: 'Sim, eu confirmo' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Conta excluída com sucesso.'), { timeout: 5000 });
    expect(signInWithServerToken).toHaveBeenCalledWith('custom-token');
    expect(deletions().map(([url]) => url)).toEqual(['/api/v1/users/42']);
  });
});
