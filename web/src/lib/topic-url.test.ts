import { describe, expect, it } from 'vitest';
import { supplementTopicsPath, supplementTopicsUrl, topicIdFromSearch } from './topic-url';

describe('topic addresses', () => {
  it('puts the topic in the query of the supplement path', () => {
    expect(supplementTopicsPath('magnesio', 12)).toBe('/app/suplementos/topicos/magnesio?topico=12');
  });

  it('leaves the query out when no topic is named, so the first topic opens', () => {
    expect(supplementTopicsPath('magnesio')).toBe('/app/suplementos/topicos/magnesio');
    expect(supplementTopicsPath('magnesio', null)).toBe('/app/suplementos/topicos/magnesio');
  });

  it('encodes a slug that is not URL-safe', () => {
    expect(supplementTopicsPath('a/b c', 3)).toBe('/app/suplementos/topicos/a%2Fb%20c?topico=3');
  });

  it('builds the absolute address on the given origin', () => {
    expect(supplementTopicsUrl('zinco', 7, 'https://nutrindex.com.br')).toBe('https://nutrindex.com.br/app/suplementos/topicos/zinco?topico=7');
  });

  it('reads the topic id back from an address, ignoring anything that is not a positive whole number', () => {
    expect(topicIdFromSearch(new URLSearchParams('topico=12'))).toBe(12);
    expect(topicIdFromSearch(new URLSearchParams(''))).toBeNull();
    for (const bad of ['0', '-3', '1.5', 'abc', '12abc', '']) expect(topicIdFromSearch(new URLSearchParams({ topico: bad }))).toBeNull();
  });
});
