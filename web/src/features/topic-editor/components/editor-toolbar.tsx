import { Box, Flex, NativeSelect } from '@chakra-ui/react';
import { useEditorRef, useEditorSelector } from 'platejs/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADING_TYPES, type MarkKey } from '../editor-value';
import {
  canMergeCells,
  canRedo,
  canSplitCell,
  canUndo,
  currentBlockType,
  insertColumn,
  insertDefaultTable,
  insertHorizontalRule,
  insertImage,
  insertRow,
  isBulletListActive,
  isInTable,
  isMarkActive,
  mergeCells,
  removeColumn,
  removeRow,
  setBlockType,
  splitCell,
  toggleBulletList,
  toggleMark,
  type BlockType,
} from '../editor/topic-commands';
import { ImageUploadDialog } from './image-upload-dialog';
import { ToolbarButton } from './toolbar-button';
import * as Icons from './toolbar-icons';

const MARK_BUTTONS: { mark: MarkKey; icon: ReactNode }[] = [
  { mark: 'bold', icon: <Icons.BoldIcon /> },
  { mark: 'italic', icon: <Icons.ItalicIcon /> },
  { mark: 'strikethrough', icon: <Icons.StrikethroughIcon /> },
];

const BLOCK_TYPES: BlockType[] = ['p', ...HEADING_TYPES];

function Group({ children }: { children: ReactNode }) {
  return (
    <Flex gap="0.5" align="center" wrap="wrap" pe="1.5" me="0.5" borderEndWidth="1px" borderColor="border.muted" _last={{ borderEndWidth: 0 }}>
      {children}
    </Flex>
  );
}

/** The editor's toolbar (spec §2 "add/edit topic"): every command as a named, keyboard-reachable control. */
export function EditorToolbar() {
  const { t } = useTranslation('topic-editor');
  const editor = useEditorRef();
  const [imageOpen, setImageOpen] = useState(false);
  const marks = useEditorSelector((current) => MARK_BUTTONS.map(({ mark }) => isMarkActive(current, mark)).join(), []);
  const bullet = useEditorSelector((current) => isBulletListActive(current), []);
  const blockType = useEditorSelector((current) => currentBlockType(current), []);
  const inTable = useEditorSelector((current) => isInTable(current), []);
  const mergeable = useEditorSelector((current) => canMergeCells(current), []);
  const splittable = useEditorSelector((current) => canSplitCell(current), []);
  const undoable = useEditorSelector((current) => canUndo(current), []);
  const redoable = useEditorSelector((current) => canRedo(current), []);
  const activeMarks = marks.split(',');

  /** Runs a command and gives the keyboard back to the text. */
  const run = (command: () => void) => () => {
    command();
    editor.tf.focus();
  };

  return (
    <Flex role="toolbar" aria-label={t('toolbar')} wrap="wrap" gap="1" p="1.5" borderBottomWidth="1px" bg="bg.subtle" roundedTop="md">
      <Group>
        {MARK_BUTTONS.map(({ mark, icon }, index) => (
          <ToolbarButton key={mark} label={t(`marks.${mark}`)} icon={icon} pressed={activeMarks[index] === 'true'} onClick={run(() => toggleMark(editor, mark))} />
        ))}
      </Group>
      <Group>
        <Box w="36">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('blockType')}
              value={blockType}
              onChange={(event) => {
                const type = BLOCK_TYPES.find((candidate) => candidate === event.target.value) ?? 'p';
                setBlockType(editor, type);
                editor.tf.focus();
              }}
            >
              {BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`blocks.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <ToolbarButton label={t('bulletList')} icon={<Icons.BulletListIcon />} pressed={bullet} onClick={run(() => toggleBulletList(editor))} />
        <ToolbarButton label={t('horizontalRule')} icon={<Icons.RuleIcon />} onClick={run(() => insertHorizontalRule(editor))} />
        <ToolbarButton label={t('image.button')} icon={<Icons.ImageIcon />} onClick={() => setImageOpen(true)} />
      </Group>
      <Group>
        <ToolbarButton label={t('table.insert')} icon={<Icons.TableIcon />} onClick={run(() => insertDefaultTable(editor))} />
        <ToolbarButton label={t('table.columnBefore')} icon={<Icons.ColumnBeforeIcon />} disabled={!inTable} onClick={run(() => insertColumn(editor, 'before'))} />
        <ToolbarButton label={t('table.columnAfter')} icon={<Icons.ColumnAfterIcon />} disabled={!inTable} onClick={run(() => insertColumn(editor, 'after'))} />
        <ToolbarButton label={t('table.rowBefore')} icon={<Icons.RowBeforeIcon />} disabled={!inTable} onClick={run(() => insertRow(editor, 'before'))} />
        <ToolbarButton label={t('table.rowAfter')} icon={<Icons.RowAfterIcon />} disabled={!inTable} onClick={run(() => insertRow(editor, 'after'))} />
        <ToolbarButton label={t('table.deleteColumn')} icon={<Icons.DeleteColumnIcon />} disabled={!inTable} onClick={run(() => removeColumn(editor))} />
        <ToolbarButton label={t('table.deleteRow')} icon={<Icons.DeleteRowIcon />} disabled={!inTable} onClick={run(() => removeRow(editor))} />
        <ToolbarButton label={t('table.merge')} icon={<Icons.MergeIcon />} disabled={!mergeable} onClick={run(() => mergeCells(editor))} />
        <ToolbarButton label={t('table.split')} icon={<Icons.SplitIcon />} disabled={!splittable} onClick={run(() => splitCell(editor))} />
      </Group>
      <Group>
        <ToolbarButton label={t('undo')} icon={<Icons.UndoIcon />} disabled={!undoable} onClick={run(() => editor.undo())} />
        <ToolbarButton label={t('redo')} icon={<Icons.RedoIcon />} disabled={!redoable} onClick={run(() => editor.redo())} />
      </Group>
      <ImageUploadDialog
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        onUploaded={(image) => {
          insertImage(editor, image);
          editor.tf.focus();
        }}
      />
    </Flex>
  );
}
