import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { api } from '@/lib/api-client';
import { setAuthSession } from '@/lib/auth-session';
import { changeLocale, i18n } from '@/lib/i18n';
import { aUser } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { VerifyRoute } from './routes/app/verify';
import { AppShell } from './shell';

// The session's token without the SDK module's dynamic import: of two such imports at the same moment
// (the shell's user and a screen's answer), Vitest 4 gave one the real module, which has no config here.
vi.mock('@/lib/session-token', () => ({ sessionIdToken: async () => 'id-token' }));

const fetchMock = vi.fn<typeof fetch>();

const noCategories = { items: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } };

function answerUser(answer: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/user')) return answer.clone();
    if (url.endsWith('/categories?page=1')) return jsonResponse(200, noCategories);
    const locale = /\/locale\/(pt|en)$/.exec(url)?.[1];
    if (locale) return jsonResponse(200, { locale });
    throw new Error(`unexpected request ${url}`);
  });
}

/** A signed-in screen showing an answer of the session (the terms' text stands for any). */
function TermsReader() {
  useCurrentUser(); // read as the screens do (what premium unlocks): it renders them again when the session ends
  const terms = useQuery({ queryKey: ['term'], queryFn: () => api.get('/term') });
  if (terms.isError) return <p>{String(terms.error)}</p>;
  return <p>{terms.data ? `read: ${terms.data.item.content}` : 'loading'}</p>;
}

function renderShell(path: string, userHome = <p>user home</p>) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<p>login screen</p>} />
        <Route path="/register" element={<p>register screen</p>} />
        <Route path="/app" element={<VerifyRoute />} />
        <Route path="/app/categorias" element={userHome} />
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

  it('sends a loaded user from / through the verify screen to /app/categorias', async () => {
    answerUser(jsonResponse(200, { data: { user: aUser() } }));
    await renderShell('/');
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-1' }));
    expect(await screen.findByText('user home')).toBeTruthy();
  });

  it("switches to the profile's language at sign-in without overwriting it with this browser's", async () => {
    answerUser(jsonResponse(200, { data: { user: aUser({ locale: 'en' }) } }));
    await renderShell('/');
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-en' }));
    expect(await screen.findByText('user home')).toBeTruthy();
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    const sentLocales = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/locale/'));
    await act(() => changeLocale('pt'));
    expect(sentLocales()).toEqual([]);
  });

  it('sends an admin to /dashboard', async () => {
    answerUser(jsonResponse(200, { data: { user: aUser({ role: { name: 'Administrador', slug: 'admin' } }) } }));
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-2' }));
    await renderShell('/app');
    expect(await screen.findByText('admin home')).toBeTruthy();
    // Arriving on /app's check, the dashboard's first answer was asked with its code.
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/categories?page=1'))).toBe(true));
  });

  it("asks for the dashboard's first answer as an admin's user arrives on the login page, not once its screen renders", async () => {
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input).replace(/^.*\/api\/v1\//, ''));
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/user')) return new Promise<Response>((resolve) => (answer = resolve));
      if (url.endsWith('/categories?page=1')) return jsonResponse(200, noCategories);
      if (/\/locale\/(pt|en)$/.test(url)) return jsonResponse(200, { locale: 'pt' });
      throw new Error(`unexpected request ${url}`);
    });
    await renderShell('/');
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-6' }));
    await vi.waitFor(() => expect(asked()).toContain('user'));
    expect(asked()).not.toContain('categories?page=1');
    act(() => answer(jsonResponse(200, { data: { user: aUser({ role: { name: 'Administrador', slug: 'admin' } }) } })));
    await vi.waitFor(() => expect(asked()).toContain('categories?page=1'));
    expect(await screen.findByText('admin home')).toBeTruthy();
    expect(asked().filter((path) => path === 'categories?page=1')).toHaveLength(1);
  });

  it("asks for a reader's category icons as the user arrives on the login page", async () => {
    answerUser(jsonResponse(200, { data: { user: aUser() } }));
    await renderShell('/');
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-7' }));
    expect(await screen.findByText('user home')).toBeTruthy();
    // The stand-in home asks nothing itself: the request is the prefetch.
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/categories?page=1'))).toBe(true));
  });

  it('asks nothing ahead for a user who arrives away from the login page', async () => {
    answerUser(jsonResponse(200, { data: { user: aUser({ role: { name: 'Administrador', slug: 'admin' } }) } }));
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-8' }));
    await renderShell('/app/categorias');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/user'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/categories'))).toBe(false);
  });

  it('goes to / when the user cannot be loaded', async () => {
    answerUser(jsonResponse(500, { message: 'Erro' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-3' }));
    await renderShell('/app/categorias');
    expect(await screen.findByText('login screen')).toBeTruthy();
  });

  it('forgets what a session was given once it ends: its screen asks nothing more, the next session sees none of it', async () => {
    const deletedCaches: string[] = [];
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => (deletedCaches.push(name), true)) });
    let termAnswer: () => Promise<Response> = async () => jsonResponse(200, { item: { content: 'first session' } });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/user')) return jsonResponse(200, { data: { user: aUser() } });
      if (url.endsWith('/term')) return termAnswer();
      if (/\/locale\/(pt|en)$/.test(url)) return jsonResponse(200, { locale: 'pt' });
      throw new Error(`unexpected request ${url}`);
    });
    const termAsked = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/term')).length;
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-4' }));
    await renderShell('/app/categorias', <TermsReader />);
    expect(await screen.findByText('read: first session')).toBeTruthy();

    act(() => setAuthSession({ status: 'signed-out' }));
    expect(await screen.findByText('login screen')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(termAsked()).toBe(1);
    expect(deletedCaches).toEqual(['nutrindex-api']);

    // Someone else signs in on this browser: their screen waits for their own answer.
    let answerNext: (response: Response) => void = () => undefined;
    termAnswer = () => new Promise<Response>((resolve) => (answerNext = resolve));
    act(() => setAuthSession({ status: 'signed-in', uid: 'uid-5' }));
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(screen.queryByText(/first session/)).toBeNull();
    act(() => answerNext(jsonResponse(200, { item: { content: 'second session' } })));
    expect(await screen.findByText('read: second session')).toBeTruthy();
  });

  it('leaves a signed-out visitor on /register', async () => {
    act(() => setAuthSession({ status: 'signed-out' }));
    await renderShell('/register');
    expect(screen.getByText('register screen')).toBeTruthy();
  });
});
