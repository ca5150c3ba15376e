import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isEditConflict, isPremiumRequired } from './api-client';
import { AnswerShapeError } from './check-answer';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientAnswering(response: Response | Error, token: string | null = null) {
  const fetchImpl = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const client = createApiClient({ getIdToken: async () => token, fetchImpl });
  return { client, fetchImpl };
}

function requestOf(fetchImpl: ReturnType<typeof clientAnswering>['fetchImpl']) {
  const call = fetchImpl.mock.calls[0];
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('api client', () => {
  it('sends the XMLHttpRequest marker and the bearer token under /api/v1', async () => {
    const { client, fetchImpl } = clientAnswering(jsonResponse(200, { items: [] }), 'id-token');
    await expect(client.get('/education')).resolves.toEqual({ items: [] });
    const { url, headers } = requestOf(fetchImpl);
    expect(url).toBe('/api/v1/education');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Authorization')).toBe('Bearer id-token');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, fetchImpl } = clientAnswering(jsonResponse(200, { item: { content: '<p>Termos</p>' } }));
    await client.get('/term');
    expect(requestOf(fetchImpl).headers.has('Authorization')).toBe(false);
  });

  it('sends the UI language as Accept-Language', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { item: { content: '<p>Termos</p>' } }));
    let language = 'pt';
    const client = createApiClient({ getIdToken: async () => null, getLanguage: () => language, fetchImpl });
    await client.get('/term');
    language = 'en';
    await client.get('/term');
    const sent = fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(sent).toEqual(['pt', 'en']);
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    const json = clientAnswering(jsonResponse(200, { token: 't' }));
    await json.client.post('/login', { body: { document: '111', password: 'x' } });
    expect(requestOf(json.fetchImpl).headers.get('Content-Type')).toBe('application/json');
    expect(requestOf(json.fetchImpl).init.body).toBe('{"document":"111","password":"x"}');

    const form = new FormData();
    form.set('name', 'Ana');
    const multipart = clientAnswering(jsonResponse(200, { filename: 'a1b2.png' }));
    await multipart.client.post('/uploads', { body: form });
    expect(requestOf(multipart.fetchImpl).init.body).toBe(form);
    expect(requestOf(multipart.fetchImpl).headers.has('Content-Type')).toBe(false);
  });

  it("fills the path's parameters, each URL-encoded, and answers the operation's contract type", async () => {
    const { client, fetchImpl } = clientAnswering(jsonResponse(200, { message: 'Notificações desativadas neste dispositivo' }));
    const answer = await client.delete('/device-tokens/:token', { params: { token: 'a/b:c d' } });
    expect(requestOf(fetchImpl).url).toBe('/api/v1/device-tokens/a%2Fb%3Ac%20d');
    expect(answer.message).toBe('Notificações desativadas neste dispositivo');
    // @ts-expect-error -- the answer type is the operation's; a caller cannot choose another
    await client.get<{ anything: true }>('/term').catch(() => undefined);
    // @ts-expect-error -- '/banners/:id' needs its `id`
    await client.get('/banners/:id').catch(() => undefined);
  });

  it('adds query parameters and leaves undefined ones out', async () => {
    const { client, fetchImpl } = clientAnswering(jsonResponse(200, { items: { data: [], current_page: 2, last_page: 2, per_page: 12, total: 12 } }));
    await client.get('/categories', { query: { page: 2, search: undefined } });
    expect(requestOf(fetchImpl).url).toBe('/api/v1/categories?page=2');
  });

  it('refuses, in development and tests, an answer its contract does not allow, naming the call and the field', async () => {
    const card = { id: 1, name: 'Minerais', slug: 'minerais', image: 'minerais.png', has_subcategory: 0, order: 1 };
    const { client } = clientAnswering(jsonResponse(200, { items: { data: [card], current_page: 1, last_page: 1, per_page: 12, total: 1 } }));
    const error = await client.get('/categories', { query: { page: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(String(error)).toContain('GET /categories (GET /categories)');
    expect(String(error)).toContain('items.data.0.supplements_count');
  });

  it('refuses a field the contract does not name (answers are strict)', async () => {
    const { client } = clientAnswering(jsonResponse(200, { favorited: true, supplement_id: 3 }));
    await expect(client.get('/favorites/supplement/:id', { params: { id: 3 } })).rejects.toThrow(/- \(answer\): Unrecognized key: "supplement_id"/);
  });

  it('maps a 401 answer to an ApiError with the server message', async () => {
    const { client } = clientAnswering(jsonResponse(401, { message: 'CPF ou senha incorretos' }));
    const error = await client.post('/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'CPF ou senha incorretos', errors: undefined });
  });

  it('maps a 422 answer to an ApiError carrying the field errors', async () => {
    const body = { message: 'Dados inválidos', errors: { document: ['CPF inválido'], email: ['E-mail inválido'] } };
    const { client } = clientAnswering(jsonResponse(422, body));
    await expect(client.post('/register', { body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Dados inválidos',
      errors: { document: ['CPF inválido'], email: ['E-mail inválido'] },
    });
  });

  it('keeps the paid-content code so callers can open the premium modal', async () => {
    const body = { message: 'Conteúdo exclusivo para assinantes premium.', code: 'premium_required' };
    const { client } = clientAnswering(jsonResponse(403, body));
    const error = await client.get('/supplement-topics/supplement/slug/:slug', { params: { slug: 'selenio' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'premium_required' });
    expect(isPremiumRequired(error)).toBe(true);
    expect(isPremiumRequired(new ApiError(403, 'Acesso negado'))).toBe(false);
  });

  it('keeps an edit conflict’s code and details (who and when) for the form to word', async () => {
    const details = { updated_by: 'Bruno Revisor', updated_at: '2026-07-01T12:02:00.000Z' };
    const body = { message: 'Este conteúdo foi alterado por Bruno Revisor em 01/07/2026 09:02. Recarregue para ver as alterações.', code: 'edit_conflict', details };
    const { client } = clientAnswering(jsonResponse(409, body));
    const error = await client.post('/supplements/:id', { params: { id: 5 }, body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'edit_conflict', details });
    expect(isEditConflict(error)).toBe(true);
    expect(isEditConflict(new ApiError(409, 'E-mail já cadastrado'))).toBe(false);
  });

  it('leaves out a code this build does not know', async () => {
    const { client } = clientAnswering(jsonResponse(409, { message: 'Algo novo', code: 'something_new', details: { updated_by: 'x' } }));
    const error = await client.post('/supplements/:id', { params: { id: 5 }, body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message: 'Algo novo', code: undefined, details: undefined });
  });

  it('gives an empty message when the server sent no JSON', async () => {
    const { client } = clientAnswering(new Response('Bad gateway', { status: 502 }));
    await expect(client.get('/user')).rejects.toMatchObject({ status: 502, message: '' });
  });

  it('maps a network failure to an ApiError with status 0', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));
    await expect(client.get('/user')).rejects.toMatchObject({ status: 0, message: '' });
  });

  describe('whenIdle', () => {
    it('resolves once every request on its way has settled, failed ones included', async () => {
      const answers: Array<(response: Response) => void> = [];
      const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => answers.push(resolve)));
      const client = createApiClient({ getIdToken: async () => null, fetchImpl });
      const first = client.get('/term');
      const second = client.get('/user').catch((error: unknown) => error);
      await vi.waitFor(() => expect(answers).toHaveLength(2));

      let idle: boolean | undefined;
      const waiting = client.whenIdle(5000).then((value) => (idle = value));
      answers[0]?.(jsonResponse(200, { item: { content: '<p>Termos</p>' } }));
      await first;
      await Promise.resolve();
      expect(idle).toBeUndefined();

      answers[1]?.(jsonResponse(401, { message: 'Faça login para continuar.' }));
      await expect(second).resolves.toBeInstanceOf(ApiError);
      await waiting;
      expect(idle).toBe(true);
    });

    it('gives up after the time allowed while an answer is still on its way', async () => {
      vi.useFakeTimers();
      try {
        const client = createApiClient({ getIdToken: async () => null, fetchImpl: () => new Promise<Response>(() => undefined) });
        void client.get('/term');
        const waiting = client.whenIdle(1000);
        await vi.advanceTimersByTimeAsync(1000);
        await expect(waiting).resolves.toBe(false);
      } finally {
        vi.useRealTimers();
      }
    });

    it('is idle at once when nothing was sent', async () => {
      await expect(clientAnswering(jsonResponse(200, {})).client.whenIdle(0)).resolves.toBe(true);
    });
  });
});
