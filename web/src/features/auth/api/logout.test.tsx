import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { setAuthSession } from '@/lib/auth-session';
import { rememberPushToken } from '@/lib/push-token';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LogoutButton } from '../components/logout-button';
import { LOGOUT_SERVER_WAIT_MS } from './logout';

const signOutOfFirebase = vi.fn(async () => undefined);
vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'id-token', signOutOfFirebase: () => signOutOfFirebase() }));

const fetchMock = vi.fn<typeof fetch>();
const unanswered: Array<(reason: unknown) => void> = [];
const requests = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** A signed-in user on /app/categorias showing `screenElement` (the logout button unless told), '/' being the login screen. */
function renderSignedIn(screenElement: ReactElement = <LogoutButton />) {
  act(() => setAuthSession({ status: 'signed-in', uid: 'uid-1' }));
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>login screen</p>} />
      <Route path="/app/categorias" element={screenElement} />
    </Routes>,
    { path: '/app/categorias' },
  );
}

beforeEach(() => {
  localStorage.clear();
  signOutOfFirebase.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // The logout's call gives up on them, and says so.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const reject of unanswered.splice(0)) reject(new TypeError('Failed to fetch'));
  await api.whenIdle(1000);
  quiet.mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => setAuthSession({ status: 'unknown' }));
});

describe('logging out', () => {
  it('forgets the push token, ends the server sessions, then signs out and returns to the login screen', async () => {
    rememberPushToken('fcm-token');
    fetchMock.mockImplementation(async () => jsonResponse(200, { message: 'ok' }));
    await renderSignedIn();

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));

    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(requests()).toEqual(['DELETE /api/v1/device-tokens/fcm-token', 'GET /api/v1/logout']);
    expect(signOutOfFirebase).toHaveBeenCalledTimes(1);
  });

  it('ends this browser’s session when the server does not answer in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Unanswered until the test ends (afterEach), so that it does not stay on its way into the next test.
    fetchMock.mockImplementation(() => new Promise<Response>((_resolve, reject) => unanswered.push(reject)));
    await renderSignedIn();

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOGOUT_SERVER_WAIT_MS - 500);
    });
    expect(requests()).toEqual(['GET /api/v1/logout']);
    expect(signOutOfFirebase).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(signOutOfFirebase).toHaveBeenCalledTimes(1);
  });

  it('empties the offline copies only once an answer still on its way has arrived', async () => {
    const events: string[] = [];
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => (events.push(`caches.delete ${name}`), true)) });
    let answerTerm: ((response: Response) => void) | undefined;
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/term')) {
        return new Promise<Response>((resolve) => {
          answerTerm = (response) => {
            events.push('term answered');
            resolve(response);
          };
        });
      }
      return jsonResponse(200, { message: 'ok' });
    });
    await renderSignedIn();
    const onItsWay = api.get('/term');
    await vi.waitFor(() => expect(answerTerm).toBeDefined());

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await vi.waitFor(() => expect(signOutOfFirebase).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);

    answerTerm?.(jsonResponse(200, { item: { content: '<p>Termos</p>' } }));
    await onItsWay;
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(events).toEqual(['term answered', 'caches.delete nutrindex-api']);
  });

  it('sends no retry of a failed call while the session ends', async () => {
    function Reader() {
      useQuery({ queryKey: ['term'], queryFn: () => api.get('/term'), retry: 1, retryDelay: 200 });
      return <LogoutButton />;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/term')) throw new TypeError('Failed to fetch');
      // The server takes its time over the logout: the retry would be due before it answers.
      await new Promise((resolve) => setTimeout(resolve, 600));
      return jsonResponse(200, { message: 'ok' });
    });
    await renderSignedIn(<Reader />);
    await vi.waitFor(() => expect(requests()).toEqual(['GET /api/v1/term']));

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('login screen', undefined, { timeout: 3000 })).toBeTruthy();
    expect(requests()).toEqual(['GET /api/v1/term', 'GET /api/v1/logout']);
  });
});
