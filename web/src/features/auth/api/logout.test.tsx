import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { rememberPushToken } from '@/lib/push-token';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LogoutButton } from '../components/logout-button';
import { LOGOUT_SERVER_WAIT_MS } from './logout';

const signOutOfFirebase = vi.fn(async () => undefined);
vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'id-token', signOutOfFirebase: () => signOutOfFirebase() }));

const fetchMock = vi.fn<typeof fetch>();
const requests = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

function renderSignedIn() {
  act(() => setAuthSession({ status: 'signed-in', uid: 'uid-1' }));
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>login screen</p>} />
      <Route path="/app/categorias" element={<LogoutButton />} />
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

afterEach(() => {
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
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
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
});
