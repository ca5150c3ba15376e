import DOMPurify from 'dompurify';

export interface TopicHtmlLabels {
  /** Accessible name of the scrollable box each table is wrapped in. */
  table: string;
  /** A visible line under a table wider than the screen ('Deslize para ver todas as colunas'); shown only while it overflows. */
  scrollHint?: string;
}

/** A heading of the topic's text, for the table of contents. */
export interface TopicSection {
  id: string;
  title: string;
  level: number;
}

export interface ReadableTopicHtml {
  html: string;
  sections: TopicSection[];
}

/**
 * The stored HTML is sanitised on the server; it is sanitised again here (defence in depth), then
 * adjusted for reading: links open in a new tab without an opener, images always carry an alt, each
 * table sits in a focusable box that scrolls sideways on narrow screens, and the h2 to h4 headings
 * get ids (`{idPrefix}-{n}`) so a table of contents can point at them.
 */
export function sanitizeTopicHtml(html: string, labels: TopicHtmlLabels, idPrefix = 'secao'): ReadableTopicHtml {
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
    if (labels.scrollHint) {
      const frame = document.createElement('div');
      frame.className = 'table-frame';
      const hint = document.createElement('p');
      hint.className = 'table-scroll-hint';
      // The region's own name already says it scrolls; the line is for eyes only.
      hint.setAttribute('aria-hidden', 'true');
      hint.textContent = labels.scrollHint;
      box.replaceWith(frame);
      frame.append(box, hint);
    }
  });
  const sections: TopicSection[] = [];
  fragment.querySelectorAll('h2, h3, h4').forEach((heading) => {
    const title = heading.textContent?.trim() ?? '';
    if (!title) return;
    const id = `${idPrefix}-${sections.length + 1}`;
    heading.id = id;
    sections.push({ id, title, level: Number(heading.tagName.slice(1)) });
  });
  const container = document.createElement('div');
  container.appendChild(fragment);
  return { html: container.innerHTML, sections };
}
