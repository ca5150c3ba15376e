import { describe, expect, it } from 'vitest';
import { sanitizeTopicHtml } from './sanitize-topic-html';

const labels = { table: 'Tabela' };

describe('sanitizeTopicHtml', () => {
  it('drops scripts and event handlers', () => {
    const html = sanitizeTopicHtml('<p onclick="alert(1)">Dose</p><script>alert(2)</script><img src="x" onerror="alert(3)">', labels).html;
    expect(html).not.toMatch(/script|onclick|onerror|alert/);
    expect(html).toContain('<p>Dose</p>');
  });

  it('opens links in a new tab without giving the page an opener', () => {
    const html = sanitizeTopicHtml('<a href="https://example.com">Fonte</a>', labels).html;
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('wraps each table in a focusable, named box that can scroll sideways', () => {
    const html = sanitizeTopicHtml('<table><thead><tr><th>Forma</th></tr></thead><tbody><tr><td>Quelato</td></tr></tbody></table>', labels).html;
    const container = document.createElement('div');
    container.innerHTML = html;
    const box = container.querySelector('div.table-scroll');
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.getAttribute('aria-label')).toBe('Tabela');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.querySelector('th')?.textContent).toBe('Forma');
  });

  it('gives images without a description an empty alt', () => {
    expect(sanitizeTopicHtml('<img src="/uploads/images/a.png">', labels).html).toContain('alt=""');
  });

  it('names the headings for the table of contents, in reading order, with ids under the prefix', () => {
    const { html, sections } = sanitizeTopicHtml('<h3>Indicações</h3><p>Texto</p><h2>Fontes</h2><h3> </h3><h5>Nota</h5>', labels, 'magnesio');
    expect(sections).toEqual([
      { id: 'magnesio-1', title: 'Indicações', level: 3 },
      { id: 'magnesio-2', title: 'Fontes', level: 2 },
    ]);
    expect(html).toContain('<h3 id="magnesio-1">Indicações</h3>');
  });
});
