/** What to put on the clipboard: plain text always, HTML too when it is rich text. */
export interface ClipboardContent {
  text: string;
  html?: string;
}

const BLOCK_ENDS = 'p, li, h1, h2, h3, h4, h5, h6, tr, div, blockquote, table, ul, ol';

/**
 * The readable text of an HTML fragment for pasting where formatting is lost: a line per block and
 * per table row, a tab between the cells of a row (so a table pasted into a spreadsheet or a plain
 * text field keeps its columns).
 */
export function htmlAsPlainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  body.querySelectorAll('tr').forEach((row) => {
    const cells = [...row.children].filter((cell) => cell.tagName === 'TD' || cell.tagName === 'TH');
    cells.slice(0, -1).forEach((cell) => cell.append('\t'));
  });
  body.querySelectorAll(BLOCK_ENDS).forEach((block) => block.append('\n'));
  return (body.textContent ?? '')
    .replace(/[ \u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The older path (no ClipboardItem, or a refused write): a copy event whose data we set ourselves. */
function copyThroughCopyEvent({ text, html }: ClipboardContent): void {
  const fill = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', text);
    if (html !== undefined) event.clipboardData?.setData('text/html', html);
    event.preventDefault();
  };
  document.addEventListener('copy', fill);
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
  } finally {
    document.removeEventListener('copy', fill);
  }
}

/**
 * Copies rich text as HTML and plain text at once, so pasting into an editor keeps bold, lists and
 * tables and pasting into a plain field keeps the words (and table columns as tabs).
 */
export async function copyRichText(content: ClipboardContent): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (content.html === undefined) {
    if (clipboard?.writeText) return clipboard.writeText(content.text);
    return copyThroughCopyEvent(content);
  }
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([content.html], { type: 'text/html' }),
          'text/plain': new Blob([content.text], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch (refused) {
      console.warn('[clipboard] rich copy refused, trying the copy event', refused);
    }
  }
  copyThroughCopyEvent(content);
}
