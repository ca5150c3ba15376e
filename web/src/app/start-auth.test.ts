import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const startAuthSession = vi.fn();
vi.mock('@/lib/firebase', () => ({ startAuthSession }));

/** Each case starts from a fresh page: a new module graph (session store) and the given storage and path. */
async function freshStart(path: string, { signedInBefore }: { signedInBefore: boolean }) {
  vi.resetModules();
  localStorage.clear();
  window.history.replaceState(null, '', path);
  if (signedInBefore) {
    const session = await import('@/lib/auth-session');
    session.setAuthSession({ status: 'signed-in', uid: 'u1' });
    vi.resetModules();
  }
  const session = await import('@/lib/auth-session');
  const { startAuth } = await import('./start-auth');
  startAuth();
  return session;
}

/** Lets the animation frame, the timeout and the dynamic import after them run. */
const afterFirstPaint = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  startAuthSession.mockClear();
});

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('startAuth', () => {
  it('on a signed-out first visit to the login page, reports signed out and loads Firebase only when the person touches the page', async () => {
    const session = await freshStart('/', { signedInBefore: false });
    expect(session.getAuthSession()).toEqual({ status: 'signed-out' });
    await afterFirstPaint();
    expect(startAuthSession).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('focusin'));
    await afterFirstPaint();
    expect(startAuthSession).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    await afterFirstPaint();
    expect(startAuthSession).toHaveBeenCalledTimes(1);
  });

  it('restores the session of a browser that was signed in (a returning user is taken to /app)', async () => {
    const session = await freshStart('/', { signedInBefore: true });
    expect(session.getAuthSession()).toEqual({ status: 'unknown' });
    await afterFirstPaint();
    expect(startAuthSession).toHaveBeenCalledTimes(1);
  });

  it('loads Firebase after the first paint on a signed-in page even without the hint', async () => {
    const session = await freshStart('/app/categorias', { signedInBefore: false });
    expect(session.getAuthSession()).toEqual({ status: 'unknown' });
    await afterFirstPaint();
    expect(startAuthSession).toHaveBeenCalledTimes(1);
  });

  it('forgets the hint when the session ends', async () => {
    const session = await freshStart('/', { signedInBefore: true });
    session.setAuthSession({ status: 'signed-in', uid: 'u1' });
    expect(session.hasSessionHint()).toBe(true);
    session.setAuthSession({ status: 'signed-out' });
    expect(session.hasSessionHint()).toBe(false);
  });
});
