import { describe, expect, it } from 'vitest';
import { groupIntoRequests, requestSize, splitForRequests, type PendingText } from './batches.js';

const text = (fragment: string, html = true): PendingText => ({ id: '1', field: 'content', html, sourceHash: 'h', fragment });
const table = '<table><tbody><tr><td colspan="2">Forma</td></tr><tr><td>a</td><td>b</td></tr></tbody></table>';

describe('splitting long texts for Cloud Translation requests', () => {
  it('sends a short text whole', () => {
    expect(splitForRequests(text('<p>Curto</p>'), 100)?.map((piece) => piece.fragment)).toEqual(['<p>Curto</p>']);
  });

  it('cuts a long topic only between top-level elements, each piece under the limit, nothing lost', () => {
    const html = `<p>${'a'.repeat(40)}</p>${table}<p>fim<br>linha</p><ul><li>um</li><li>dois</li></ul>`;
    const pieces = splitForRequests(text(html), 100)!;
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((piece) => piece.fragment).join('')).toBe(html);
    expect(pieces.map((piece) => piece.fragment)).toContain(table);
    for (const piece of pieces) expect(requestSize(piece.fragment)).toBeLessThanOrEqual(100);
    expect(pieces.map((piece) => [piece.index, piece.count])).toEqual(pieces.map((_, index) => [index, pieces.length]));
  });

  it('gives up on one element longer than a request (it stays pending) and on a name that long', () => {
    expect(splitForRequests(text(`<p>${'a'.repeat(200)}</p>`), 100)).toBeNull();
    expect(splitForRequests(text('a'.repeat(200), false), 100)).toBeNull();
  });

  it('groups pieces into requests under the size limit, in order', () => {
    const pieces = ['<p>aaaa</p>', '<p>bbbb</p>', '<p>cccc</p>'].map((fragment, index) => ({ text: text(fragment), index, count: 3, fragment }));
    expect(groupIntoRequests(pieces, 25).map((request) => request.map((piece) => piece.fragment))).toEqual([['<p>aaaa</p>', '<p>bbbb</p>'], ['<p>cccc</p>']]);
  });
});
