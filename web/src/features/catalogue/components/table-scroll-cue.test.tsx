import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeTopicHtml } from '../sanitize-topic-html';
import { markTableOverflow } from './table-scroll-cue';

const WIDE_TABLE = '<table><thead><tr><th>Forma</th><th>Teor</th><th>Observações</th></tr></thead><tbody><tr><td>Quelato</td><td>20%</td><td>Boa absorção</td></tr></tbody></table>';
const labels = { table: 'Tabela', scrollHint: 'Deslize para o lado para ver todas as colunas →' };

/** A box as wide as a phone's column around a table twice as wide (jsdom lays nothing out). */
function sized(box: HTMLElement, sizes: { scrollWidth: number; clientWidth: number; scrollLeft: number }): HTMLElement {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: sizes.scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: sizes.clientWidth });
  Object.defineProperty(box, 'scrollLeft', { configurable: true, value: sizes.scrollLeft });
  return box;
}

function renderTable() {
  const { html } = sanitizeTopicHtml(WIDE_TABLE, labels);
  const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
  const box = container.querySelector<HTMLElement>('.table-scroll')!;
  return { box, frame: box.parentElement! };
}

describe('the cue of a table wider than the screen', () => {
  it('puts a hint line under each table, hidden from screen readers (the region is named already)', () => {
    renderTable();
    const hint = screen.getByText(labels.scrollHint, { selector: 'p' });
    expect(hint.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('region', { name: 'Tabela' }).querySelector('table')).not.toBeNull();
  });

  it('marks the end edge while columns are hidden past it, and the start once scrolled', () => {
    const { box, frame } = renderTable();
    markTableOverflow(sized(box, { scrollWidth: 640, clientWidth: 328, scrollLeft: 0 }));
    expect(box.hasAttribute('data-more-end')).toBe(true);
    expect(box.hasAttribute('data-more-start')).toBe(false);
    expect(frame.hasAttribute('data-overflowing')).toBe(true);

    markTableOverflow(sized(box, { scrollWidth: 640, clientWidth: 328, scrollLeft: 312 }));
    expect(box.hasAttribute('data-more-end')).toBe(false);
    expect(box.hasAttribute('data-more-start')).toBe(true);
  });

  it('marks nothing when the table fits', () => {
    const { box, frame } = renderTable();
    markTableOverflow(sized(box, { scrollWidth: 900, clientWidth: 900, scrollLeft: 0 }));
    expect(box.hasAttribute('data-more-end')).toBe(false);
    expect(box.hasAttribute('data-more-start')).toBe(false);
    expect(frame.hasAttribute('data-overflowing')).toBe(false);
  });
});
