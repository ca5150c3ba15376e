import DOMPurify from 'dompurify';

export interface TopicHtmlLabels {
  /** Accessible name of the scrollable box each table is wrapped in. */
  table: string;
}

/**
 * The stored HTML is sanitised on the server; it is sanitised again here (defence in depth), then
 * adjusted for reading: links open in a new tab without an opener, images always carry an alt, and
 * each table sits in a focusable box that scrolls sideways on narrow screens.
 */
export function sanitizeTopicHtml(html: string, labels: TopicHtmlLabels): string {
  const fragment = DOMPurify.sanitize(html, { ADD_ATTR: ['target'], RETURN_DOM_FRAGMENT: true });
  fragment.querySelectorAll('a[href]').forEach((link) => {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  fragment.querySelectorAll('img:not([alt])').forEach((image) => image.setAttribute('alt', ''));
  fragment.querySelectorAll('table').forEach((table) => {
    const box = document.createElement('div');
    box.className = 'table-scroll';
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', labels.table);
    box.tabIndex = 0;
    table.replaceWith(box);
    box.appendChild(table);
  });
  const container = document.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
}
