import { Box, type SystemStyleObject } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** settings.text_align of the signed-in admin: 'text-left' or 'text-justify' (spec §9). */
export type TextAlignSetting = string | undefined;

const CONTENT_STYLES: SystemStyleObject = {
  lineHeight: '1.65',
  '& p, & ul, & ol': { my: '2' },
  '& h1': { textStyle: '3xl', fontWeight: 'bold', my: '3' },
  '& h2': { textStyle: '2xl', fontWeight: 'bold', my: '3' },
  '& h3': { textStyle: 'xl', fontWeight: 'semibold', my: '2' },
  '& h4': { textStyle: 'lg', fontWeight: 'semibold', my: '2' },
  '& h5, & h6': { textStyle: 'md', fontWeight: 'semibold', my: '2' },
  '& ul': { ps: '6', listStyleType: 'disc' },
  '& ol': { ps: '6', listStyleType: 'decimal' },
  '& hr': { my: '4', borderColor: 'border.emphasized' },
  '& a': { color: 'teal.fg', textDecoration: 'underline' },
  '& img': { maxW: 'full', my: '2' },
  '& table': { borderCollapse: 'collapse', my: '3', display: 'block', overflowX: 'auto', maxW: 'full' },
  '& td, & th': { borderWidth: '1px', borderColor: 'border.emphasized', px: '2', py: '1', verticalAlign: 'top', textAlign: 'start' },
  '& th': { bg: 'teal.wash', fontWeight: 'semibold' },
};

/** A topic's stored HTML, sanitised again in the browser, aligned as the admin's settings say. */
export function TopicContentView({ html, textAlign }: { html: string; textAlign: TextAlignSetting }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html]);
  return (
    <Box
      css={CONTENT_STYLES}
      textAlign={textAlign === 'text-justify' ? 'justify' : 'start'}
      // The HTML went through the server's allowlist and DOMPurify just now.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
