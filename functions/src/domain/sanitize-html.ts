import sanitizeHtml from 'sanitize-html';

/**
 * Server-side cleaning of the topic editor's HTML before it is stored. The allowlist is what the
 * rich-text editor produces (paragraphs, headings, marks, lists, tables, our uploaded images,
 * rules, links); everything else — scripts, event handlers, javascript:/data: URLs, iframes,
 * external images, arbitrary styles — is dropped.
 */

const ALIGN = [/^(left|right|center|justify)$/];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|%|em|rem)$/];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Images may only come from our own uploads (`/uploads/images/<name>`), same origin. */
const OWN_IMAGE = /^\/?uploads\/images\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})$/;

/** `/uploads/images/<name>` for a src pointing at our uploads, else null. */
export function ownImageSrc(src: string | undefined): string | null {
  const match = OWN_IMAGE.exec((src ?? '').trim());
  if (!match || match[1]!.includes('..')) return null;
  return `/uploads/images/${match[1]}`;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', ...HEADINGS, 'strong', 'b', 'em', 'i', 's', 'del', 'strike', 'u', 'ul', 'ol', 'li',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'img', 'hr', 'a', 'br', 'blockquote', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    col: ['style', 'width'],
    p: ['style'],
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['style']])),
  },
  allowedStyles: {
    p: { 'text-align': ALIGN },
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, { 'text-align': ALIGN }])),
    td: { 'text-align': ALIGN, width: LENGTH },
    th: { 'text-align': ALIGN, width: LENGTH },
    col: { width: LENGTH },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    img: (tagName, attribs) => {
      const src = ownImageSrc(attribs.src);
      return { tagName, attribs: src ? { ...attribs, src } : {} };
    },
  },
  // An image left without a source (a foreign or data: one) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The editor's HTML reduced to the allowlist above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const EMPTY_PARAGRAPH = /<p(\s[^>]*)?>(?:\s|&nbsp;|&#160;|\u00a0|<br\s*\/?>)*<\/p>/gi;

/** Empty paragraphs (`<p></p>`, `<p><br></p>`, whitespace only) keep their line as `<p>&nbsp;</p>` (spec §5). */
export function fillEmptyParagraphs(html: string): string {
  return html.replace(EMPTY_PARAGRAPH, (_match, attributes: string | undefined) => `<p${attributes ?? ''}>&nbsp;</p>`);
}

/** What a topic's content becomes before it is stored: sanitised, empty paragraphs filled. */
export function prepareTopicContent(html: string): string {
  return fillEmptyParagraphs(sanitizeRichText(html));
}
