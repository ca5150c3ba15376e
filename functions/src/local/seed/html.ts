/** Small HTML builders for the seed's topic content (the output is already safe, sanitiser-friendly HTML). */

export const DEMO_MARK = 'Conteúdo de demonstração — não use como referência clínica.';
export const DEMO_NOTE = `<p><em>${DEMO_MARK}</em></p>`;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** A paragraph opening with a bold label: "<p><strong>Fontes:</strong> …</p>". */
export const labelled = (label: string, text: string): string =>
  `<p><strong>${escapeHtml(label)}</strong> ${escapeHtml(text)}</p>`;

export const heading = (text: string): string => `<h3>${escapeHtml(text)}</h3>`;

export function list(items: readonly string[], ordered = false): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
}

/** A table with a header row; the first cell of each body row is bold. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = `<thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>`;
  const body = rows
    .map((row) => `<tr>${row.map((cell, i) => `<td>${i === 0 ? `<strong>${escapeHtml(cell)}</strong>` : escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table>${head}<tbody>${body}</tbody></table>`;
}
