/**
 * The readable text of a topic's HTML, the same on the server (the reader's 'O que mudou') and in the
 * web (the dashboard's version comparison): blocks on their own lines, list items with a bullet, and
 * a table row per line with its cells kept apart by ' | ' (textContent alone runs 'Forma química' and
 * 'Teor' together). A plain scan of the tags: the HTML is the server's sanitised output, so no DOM is
 * needed and the function runs in both places.
 */

/** Tags whose end (or whose start, for the void ones) ends a line. */
const BLOCKS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'thead', 'tbody', 'ul', 'ol', 'blockquote', 'pre', 'figure', 'figcaption', 'hr', 'br']);

export const CELL_SEPARATOR = ' | ';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10), whole);
    return NAMED_ENTITIES[lower] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Lines of text: cells of a row joined by CELL_SEPARATOR, list items bulleted, spaces collapsed, at most one empty line in a row. */
export function readableText(html: string): string {
  let out = '';
  let cellsInRow = 0;
  // Inside a cell a paragraph or a line break is a space: the row stays one line.
  let inCell = false;
  let skipping: string | null = null;
  for (const [token] of html.matchAll(/<[^>]*>|[^<]+/g)) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(token);
    if (!tag) {
      if (!skipping) out += decodeEntities(token).replace(/\s+/g, ' ');
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (!closing && (name === 'script' || name === 'style')) {
      skipping = name;
      continue;
    }
    if (name === 'tr') {
      cellsInRow = 0;
      inCell = false;
    }
    if (name === 'td' || name === 'th') {
      if (!closing && cellsInRow > 0) out += CELL_SEPARATOR;
      if (!closing) cellsInRow += 1;
      inCell = !closing;
      continue;
    }
    if (inCell && name !== 'tr' && name !== 'table') {
      if (BLOCKS.has(name)) out += ' ';
      continue;
    }
    if (name === 'li' && !closing) {
      out += '\n• ';
      continue;
    }
    if (BLOCKS.has(name)) out += '\n';
  }
  return out
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•' && line.replaceAll('|', '').trim() !== '')
    .join('\n');
}
