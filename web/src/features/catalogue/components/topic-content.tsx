import { Box, Grid } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeTopicHtml } from '../sanitize-topic-html';
import { useTableScrollCue } from './table-scroll-cue';
import { TopicToc } from './topic-toc';

/** The user's settings.text_align (spec section 9: 'text-left' or 'text-justify'). */
export type TopicTextAlign = 'text-left' | 'text-justify';

/** About 65 to 80 characters a line: the measure that reads comfortably. */
const MEASURE = '72ch';

const contentCss = {
  lineHeight: '1.7',
  color: 'fg',
  overflowWrap: 'break-word',
  '& > * + *': { mt: '3' },
  '& p, & ul, & ol, & blockquote, & h1, & h2, & h3, & h4, & h5, & h6': { maxW: MEASURE },
  '& h1, & h2, & h3, & h4, & h5, & h6': { color: 'teal.ink', fontWeight: 'semibold', lineHeight: '1.3', mt: '6', textAlign: 'start', scrollMarginTop: '40' },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& h4, & h5, & h6': { fontSize: 'md' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1' },
  '& a': { color: 'teal.inkSoft', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& em, & i': { fontStyle: 'italic' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'teal.muted', ps: '4', color: 'fg.muted' },
  '& hr': { borderColor: 'teal.line', my: '6' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'md' },
  '& .table-scroll': { overflowX: 'auto', maxW: 'full', borderRadius: 'md', borderWidth: '1px', borderColor: 'teal.muted' },
  '& .table-scroll:focus-visible': { outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' },
  // The box's own border frames the table; `hidden` drops the cells' outer edges under border-collapse.
  '& table': { w: 'full', minW: '32rem', borderCollapse: 'separate', borderSpacing: '0', fontSize: 'sm', textAlign: 'start' },
  '& th, & td': { borderBottomWidth: '1px', borderEndWidth: '1px', borderColor: 'teal.line', px: '3', py: '2', verticalAlign: 'top', textAlign: 'start', bg: 'bg.panel' },
  '& tr > :last-child': { borderEndWidth: '0' },
  '& tbody tr:last-child > *': { borderBottomWidth: '0' },
  '& th': { bg: 'teal.wash', color: 'teal.ink', fontWeight: 'semibold' },
  // The first column (the form, the indication) stays in view while the rest scrolls sideways.
  '& tr > :first-child': { position: 'sticky', insetInlineStart: '0', zIndex: '1' },
  // The cues of a table wider than the screen (table-scroll-cue.ts sets the data attributes): the
  // end edge fades while columns hide past it, the kept first column casts a shadow once the rest
  // slides under it, and a line under the table says to swipe. Colours are the theme's own tokens.
  '& .table-scroll[data-more-end]:not(:focus-visible)': { maskImage: 'linear-gradient(to left, transparent, black 3rem)' },
  '& .table-scroll[data-more-start] tr > :first-child': { boxShadow: '6px 0 6px -4px {colors.teal.muted}' },
  '& .table-scroll-hint': { display: 'none', mt: '1', fontSize: 'xs', color: 'fg.muted', textAlign: 'end' },
  '& .table-frame[data-overflowing] .table-scroll-hint': { display: 'block' },
} as const;

interface TopicContentProps {
  html: string;
  textAlign: TopicTextAlign;
  /** Prefix of the section ids, unique on the page (the topic's slug). */
  idPrefix: string;
}

/**
 * A topic's HTML, sanitised again and styled for reading: a comfortable measure, framed tables
 * whose first column stays in view (with a fade, a shadow and a hint while they scroll sideways), text left-aligned on phones (the admin's alignment applies from
 * tablet width up) and, on wide screens, a table of contents of its sections.
 */
export function TopicContent({ html, textAlign, idPrefix }: TopicContentProps) {
  const { t } = useTranslation('catalogue');
  const readable = useMemo(() => sanitizeTopicHtml(html, { table: t('topics.table'), scrollHint: t('topics.tableScrollHint') }, idPrefix), [html, t, idPrefix]);
  const contentRef = useRef<HTMLDivElement>(null);
  useTableScrollCue(contentRef, readable.html);
  const hasToc = readable.sections.length >= 2;
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: hasToc ? 'minmax(0, 1fr) 13rem' : 'minmax(0, 1fr)' }} gap="8" alignItems="start">
      <Box
        ref={contentRef}
        className="topic-content"
        css={contentCss}
        textAlign={{ base: 'start', md: textAlign === 'text-justify' ? 'justify' : 'start' }}
        dangerouslySetInnerHTML={{ __html: readable.html }}
      />
      {hasToc ? <TopicToc sections={readable.sections} /> : null}
    </Grid>
  );
}
