import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { handleApiError } from './handle-api-error';
import { notifyError, notifyFormErrors } from './toaster';

vi.mock('./toaster', () => ({ notifyError: vi.fn(), notifyFormErrors: vi.fn() }));

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifyFormErrors).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('handleApiError', () => {
  it('shows the server message when there is one', () => {
    handleApiError(new ApiError(401, 'CPF ou senha incorretos'), 'Não foi possível continuar');
    expect(vi.mocked(notifyError).mock.calls).toEqual([['CPF ou senha incorretos']]);
  });

  it('shows no toast for an edit conflict: the form’s conflict dialog says it', () => {
    handleApiError(new ApiError(409, 'Este conteúdo foi alterado', undefined, { code: 'edit_conflict', details: { updated_by: 'Ana', updated_at: null } }), 'Não foi possível continuar');
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifyFormErrors).not.toHaveBeenCalled();
  });

  it('shows the caller’s fallback when the server gave no message', () => {
    handleApiError(new ApiError(500, ''), 'Não foi possível continuar');
    handleApiError(new TypeError('boom'), 'Não foi possível continuar');
    expect(vi.mocked(notifyError).mock.calls).toEqual([['Não foi possível continuar'], ['Não foi possível continuar']]);
  });

  it('shows one toast per validation message, as one batch of form errors', () => {
    const error = new ApiError(422, 'Dados inválidos', { document: ['CPF inválido'], email: ['E-mail inválido', 'E-mail já cadastrado'] });
    handleApiError(error, 'Não foi possível continuar');
    expect(vi.mocked(notifyFormErrors).mock.calls).toEqual([[['CPF inválido', 'E-mail inválido', 'E-mail já cadastrado']]]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows the card provider’s messages without a title when the caller names their field', () => {
    const message = 'Seu cartão foi recusado. Verifique os dados ou use outro cartão.';
    const error = new ApiError(422, message, { token_stripe: [message], price_id: ['Plano não encontrado'] });
    handleApiError(error, 'Não foi possível continuar', { untitledFields: ['token_stripe'] });
    expect(vi.mocked(notifyError).mock.calls).toEqual([[message, null]]);
    expect(vi.mocked(notifyFormErrors).mock.calls).toEqual([[['Plano não encontrado']]]);
  });

  it('logs an unexpected error (a 5xx, a failure of the network or the code)', () => {
    const error = new ApiError(500, '');
    const crash = new TypeError('boom');
    handleApiError(error, 'x');
    handleApiError(crash, 'x');
    expect(vi.mocked(console.error).mock.calls).toEqual([['[api] a request failed', error], ['[api] a request failed', crash]]);
  });

  it('logs nothing for a 4xx the screen answers with a message', () => {
    handleApiError(new ApiError(401, 'CPF ou senha incorretos'), 'x');
    handleApiError(new ApiError(422, 'Dados inválidos', { document: ['CPF inválido'] }), 'x');
    expect(console.error).not.toHaveBeenCalled();
  });
});
