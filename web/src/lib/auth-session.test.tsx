import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAuthSession, useAuthSession } from './auth-session';

function SessionStatus() {
  const session = useAuthSession();
  return <p>{session.status === 'signed-in' ? `signed in as ${session.uid}` : session.status}</p>;
}

afterEach(() => {
  act(() => setAuthSession({ status: 'unknown' }));
  localStorage.clear();
});

describe('useAuthSession', () => {
  it('follows the session as it settles, signs in, changes user and signs out', async () => {
    render(<SessionStatus />);
    expect(screen.getByText('unknown')).toBeTruthy();

    await act(async () => setAuthSession({ status: 'signed-in', uid: 'uid-1' }));
    expect(screen.getByText('signed in as uid-1')).toBeTruthy();
    expect(localStorage.getItem('nutrindex_signed_in')).toBe('1');

    await act(async () => setAuthSession({ status: 'signed-in', uid: 'uid-2' }));
    expect(screen.getByText('signed in as uid-2')).toBeTruthy();

    await act(async () => setAuthSession({ status: 'signed-out' }));
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(localStorage.getItem('nutrindex_signed_in')).toBeNull();
  });

  it('shows a session that changed between its first render and its subscription', async () => {
    function SignsInWhileRendering() {
      // Firebase can restore the session after the hook's first render and before its effect subscribes.
      setAuthSession({ status: 'signed-in', uid: 'early' });
      return null;
    }
    await act(async () => {
      render(
        <>
          <SessionStatus />
          <SignsInWhileRendering />
        </>,
      );
    });
    expect(screen.getByText('signed in as early')).toBeTruthy();
  });
});
