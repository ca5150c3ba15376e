import { beforeEach, describe, expect, it } from 'vitest';
import { keepReturnAddress, takeReturnAddress } from './return-after-sign-in';

beforeEach(() => sessionStorage.clear());

describe('return after sign-in', () => {
  it("keeps the checker's address with its list and gives it back once", () => {
    keepReturnAddress('/app/interacoes', '?itens=s12-m5', 1_000);
    expect(takeReturnAddress(2_000)).toBe('/app/interacoes?itens=s12-m5');
    expect(takeReturnAddress(3_000)).toBeNull();
  });

  it('keeps no other address, and forgets one older than 30 minutes', () => {
    keepReturnAddress('/app/perfil', '', 1_000);
    expect(takeReturnAddress(2_000)).toBeNull();
    keepReturnAddress('/app/interacoes', '?itens=s1-s2', 0);
    expect(takeReturnAddress(31 * 60 * 1000)).toBeNull();
  });

  it('refuses a stored address that leaves the checker', () => {
    sessionStorage.setItem('nutrindex_return_to', JSON.stringify({ to: 'https://evil.example/app/interacoes', at: 0 }));
    expect(takeReturnAddress(1)).toBe('/app/interacoes');
    sessionStorage.setItem('nutrindex_return_to', JSON.stringify({ to: '//evil.example/x', at: 0 }));
    expect(takeReturnAddress(1)).toBeNull();
  });
});
