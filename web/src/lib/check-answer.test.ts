import { describe, expect, it } from 'vitest';
import { checkAnswer, operationOf } from './check-answer';

describe('the answer check of development and tests', () => {
  it('finds the operation a request calls, a literal segment winning over a parameter', () => {
    expect(operationOf('GET', 'categories/slug/minerais')).toBe('GET /categories/slug/:slug');
    expect(operationOf('GET', '/categories/7')).toBe('GET /categories/:id');
    expect(operationOf('GET', 'supplement-topics/slug/english')).toBe('GET /supplement-topics/slug/:slug');
    expect(operationOf('GET', 'supplement-topics/12/english')).toBe('GET /supplement-topics/:id/english');
    expect(operationOf('POST', 'categories/7')).toBe('POST /categories/:id');
    expect(operationOf('GET', 'search?search=zinco')).toBe('GET /search');
  });

  it('accepts an answer the contract allows', () => {
    expect(() => checkAnswer('POST', 'favorites', { favorited: false })).not.toThrow();
  });

  it('refuses an answer of a path the API does not have', () => {
    expect(() => checkAnswer('GET', 'categorias', { items: [] })).toThrow(/no operation of the API has this path/);
  });

  it('lists what is wrong, field by field', () => {
    expect(() => checkAnswer('GET', 'term', { item: { content: 3 } })).toThrow(/GET term \(GET \/term\) answered a shape its contract refuses:\n {2}- item\.content: /);
  });
});
