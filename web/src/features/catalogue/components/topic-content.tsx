import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeTopicHtml } from '../sanitize-topic-html';

/** The user's settings.text_align (spec section 9: 'text-left' or 'text-justify'). */
export type TopicTextAlign = 'text-left' | 'text-justify';

const contentCss = {
  lineHeight: '1.7',
  color: 'fg',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '3' },
  '& h1, & h2, & h3, & h4, & h5, & h6': { color: 'teal.900', fontWeight: 'semibold', lineHeight: '1.3', mt: '6', textAlign: 'start' },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& h4, & h5, & h6': { fontSize: 'md' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1' },
  '& a': { color: 'teal.800', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& em, & i': { fontStyle: 'italic' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'teal.200', ps: '4', color: 'fg.muted' },
  '& hr': { borderColor: 'teal.100', my: '6' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'md' },
  '& .table-scroll': { overflowX: 'auto', maxW: 'full', borderRadius: 'md', borderWidth: '1px', borderColor: 'teal.200' },
  '& .table-scroll:focus-visible': { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
  // The box's own border frames the table; `hidden` drops the cells' outer edges under border-collapse.
  '& table': { w: 'full', minW: '32rem', borderCollapse: 'collapse', borderStyle: 'hidden', fontSize: 'sm', textAlign: 'start' },
  '& th, & td': { borderWidth: '1px', borderColor: 'teal.100', px: '3', py: '2', verticalAlign: 'top', textAlign: 'start' },
  '& th': { bg: 'teal.50', color: 'teal.900', fontWeight: 'semibold' },
} as const;

/** A topic's HTML, sanitised again and styled for reading (headings, lists, bordered tables). */
export function TopicContent({ html, textAlign }: { html: string; textAlign: TopicTextAlign }) {
  const { t } = useTranslation('catalogue');
  const safe = useMemo(() => sanitizeTopicHtml(html, { table: t('topics.table') }), [html, t]);
  return <Box css={contentCss} textAlign={textAlign === 'text-justify' ? 'justify' : 'start'} dangerouslySetInnerHTML={{ __html: safe }} />;
}
