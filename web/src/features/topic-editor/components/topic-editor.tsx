import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { Plate, PlateContent } from 'platejs/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topicValueOf } from '../editor-value';
import { createTopicEditor } from '../editor/create-topic-editor';
import { serializeTopicHtml } from '../html/serialize-html';
import { EditorToolbar } from './editor-toolbar';

export interface TopicEditorProps {
  /** Stored HTML to start from ('' for a new topic); read once, when the editor is created. */
  initialHtml: string;
  /** The document as allowlisted HTML after every change (empty lines as <p>&nbsp;</p>). */
  onChange: (html: string) => void;
  /** Id of the visible label that names the text area. */
  labelId: string;
}

const CONTENT_STYLES: SystemStyleObject = {
  '& [data-slate-editor]': { minH: '72', px: '4', py: '3', outline: 'none', lineHeight: '1.65', overflowX: 'auto' },
  '&:has([data-slate-editor]:focus-visible)': { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '1px' },
  '& [data-slate-editor] p, & [data-slate-editor] ul, & [data-slate-editor] ol': { my: '2' },
  '& [data-slate-editor] h1': { textStyle: '3xl', fontWeight: 'bold', my: '3' },
  '& [data-slate-editor] h2': { textStyle: '2xl', fontWeight: 'bold', my: '3' },
  '& [data-slate-editor] h3': { textStyle: 'xl', fontWeight: 'semibold', my: '2' },
  '& [data-slate-editor] h4': { textStyle: 'lg', fontWeight: 'semibold', my: '2' },
  '& [data-slate-editor] h5, & [data-slate-editor] h6': { textStyle: 'md', fontWeight: 'semibold', my: '2' },
  '& [data-slate-editor] li': { ms: '6' },
  '& [data-slate-editor] hr': { my: '4', borderColor: 'border.emphasized' },
  '& [data-slate-editor] a': { color: 'teal.fg', textDecoration: 'underline' },
  '& .topic-image img': { maxW: 'full', my: '2', rounded: 'sm' },
  '& .topic-image img[data-selected=true]': { outline: '2px solid', outlineColor: 'teal.600' },
  '& .topic-table': { my: '3', overflowX: 'auto' },
  '& .topic-table table': { borderCollapse: 'collapse', tableLayout: 'fixed' },
  '& .topic-table td, & .topic-table th': {
    position: 'relative', borderWidth: '1px', borderColor: 'border.emphasized', px: '2', py: '1', verticalAlign: 'top', minW: '25px',
  },
  '& .topic-table th': { bg: 'teal.wash', fontWeight: 'semibold', textAlign: 'start' },
  '& .topic-table [data-selected=true]': { bg: 'teal.subtle' },
  '& .topic-table td p, & .topic-table th p': { my: '0' },
  '& .topic-resize-handle': { position: 'absolute', top: '0', bottom: '0', zIndex: '1', cursor: 'col-resize', userSelect: 'none' },
  '& .topic-resize-handle:hover, & .topic-resize-handle[data-resizing=true]': { bg: 'teal.400' },
};

/**
 * The topic's rich-text editor on Plate (Slate): toolbar above, content below. Kept in its own
 * chunk: the route loads it lazily, so only the add/edit topic screens pay for Plate.
 */
export function TopicEditor({ initialHtml, onChange, labelId }: TopicEditorProps) {
  const { t } = useTranslation('topic-editor');
  const [editor] = useState(() => createTopicEditor(initialHtml));
  return (
    <Plate editor={editor} onValueChange={() => onChange(serializeTopicHtml(topicValueOf(editor.children)))}>
      <Box w="full" borderWidth="1px" borderColor="border.emphasized" rounded="md" bg="bg.panel" css={CONTENT_STYLES}>
        <EditorToolbar />
        <PlateContent className="topic-content" aria-labelledby={labelId} placeholder={t('placeholder')} />
      </Box>
    </Plate>
  );
}
