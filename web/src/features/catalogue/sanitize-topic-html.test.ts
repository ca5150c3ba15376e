import { describe, expect, it } from 'vitest';
import { sanitizeTopicHtml } from './sanitize-topic-html';

const labels = { table: 'Tabela' };

describe('sanitizeTopicHtml', () => {
  it('drops scripts and event handlers', () => {
    const html = sanitizeTopicHtml('<p onclick="alert(1)">Dose</p><script>alert(2)</script><img src="x" onerror="alert(3)">', labels);
    expect(html).not.toMatch(/script|onclick|onerror|alert/);
    expect(html).toContain('<p>Dose</p>');
  });

  it('opens links in a new tab without giving the page an opener', () => {
    const html = sanitizeTopicHtml('<a href="https://example.com">Fonte</a>', labels);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('wraps each table in a focusable, named box that can scroll sideways', () => {
    const html = sanitizeTopicHtml('<table><thead><tr><th>Forma</th></tr></thead><tbody><tr><td>Quelato</td></tr></tbody></table>', labels);
    const container = document.createElement('div');
    container.innerHTML = html;
    const box = container.querySelector('div.table-scroll');
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.getAttribute('aria-label')).toBe('Tabela');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.querySelector('th')?.textContent).toBe('Forma');
  });

  it('gives images without a description an empty alt', () => {
    expect(sanitizeTopicHtml('<img src="/uploads/images/a.png">', labels)).toContain('alt=""');
  });
});
