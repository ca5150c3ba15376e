import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/fixtures';
import { jsonResponse } from '@/test/render';
import { signInAndLoadUser } from './sign-in';

const events: string[] = [];
vi.mock('@/lib/firebase', () => ({
  getIdToken: async () => 'id-token',
  signInWithServerToken: async (token: string) => {
    events.push(`sign in with ${token}`);
    return 'uid-9';
  },
}));

beforeEach(() => {
  events.length = 0;
  vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => (events.push(`caches.delete ${name}`), true)) });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      events.push(`GET ${String(input)}`);
      return jsonResponse(200, { data: { user: aUser({ id: 9 }) } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a session starting (login, register)', () => {
  it('empties the offline copies of an earlier session before signing in, then loads the user', async () => {
    const user = await signInAndLoadUser('custom-token', new QueryClient());
    expect(user.id).toBe(9);
    expect(events).toEqual(['caches.delete nutrindex-api', 'sign in with custom-token', 'GET /api/v1/user']);
  });
});
