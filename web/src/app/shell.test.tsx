import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/features/auth/api/get-user';
import { setAuthSession } from '@/lib/auth-session';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { VerifyRoute } from './routes/app/verify';
import { AppShell } from './shell';

vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'id-token' }));

function user(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ana Souza',
    email: 'ana@example.com',
    document: '111.444.777-35',
    image: null,
    status: 'active',
    premium: 0,
    role: { name: 'Usuário', slug: 'user' },
    locale: 'pt',
    plan: null,
    created_at: '2025-01-01T00:00:00.000Z',
    settings: { text_align: 'text-left', url_tutorial: '', url_tutorial_en: '', show_tutorial: 0 },
    detail: { phone: '(11) 91234-5678', education: null, receive_notifications: 0 },
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();

function answerUser(answer: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/user')) return answer.clone();
    const locale = /\/locale\/(pt|en)$/.exec(url)?.[1];
    if (locale) return jsonResponse(200, { locale });
    throw new Error(`unexpected request ${url}`);
  });
}

function renderShell(path: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<p>login screen</p>} />
        <Route path="/register" element={<p>register screen</p>} />
        <Route path="/app" element={<VerifyRoute />} />
        <Route path="/app/categorias" element={<p>user home</p>} />
        <Route path="/dashboard" element={<p>admin home</p>} />
      </Route>
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  act(() => setAuthSession({ status: 'unknown' }));
});

describe('application shell', () => {
  it('shows the routed content while the user is unknown', async () => {
    await renderShell('/');
    expect(screen.getByText('login screen')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a loaded user from / through the verify screen to /app/categorias, and sends the locale', async () => {
    answerUser(jsonResponse(200, { data: { user: user() } }));
    await renderShell('/');
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-1' }));
    expect(await screen.findByText('user home')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(urls).toContain('POST /api/v1/locale/pt');
  });

  it('sends an admin to /dashboard', async () => {
    answerUser(jsonResponse(200, { data: { user: user({ role: { name: 'Administrador', slug: 'admin' } }) } }));
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-2' }));
    await renderShell('/app');
    expect(await screen.findByText('admin home')).toBeTruthy();
  });

  it('goes to / when the user cannot be loaded', async () => {
    answerUser(jsonResponse(500, { message: 'Erro' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-3' }));
    await renderShell('/app/categorias');
    expect(await screen.findByText('login screen')).toBeTruthy();
  });

  it('leaves a signed-out visitor on /register', async () => {
    act(() => setAuthSession({ status: 'signed-out' }));
    await renderShell('/register');
    expect(screen.getByText('register screen')).toBeTruthy();
  });
});
