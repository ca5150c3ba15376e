import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DashboardDialog } from './dashboard-dialog';
import type { ModalMode } from './use-modal-mode';

export interface ItemFormSlot<Loaded, Input> {
  formId: string;
  /** The item loaded for editing; undefined when creating. */
  item: Loaded | undefined;
  /** The save's last failure (its 422 field messages show by their fields: `useFormErrors`). */
  serverError: unknown;
  onSubmit: (input: Input) => void;
}

interface ItemDialogsProps<Loaded, Input> {
  mode: ModalMode;
  /** The list item the edit or delete dialog is about. */
  item: { id: number; name: string } | null;
  /** The item loaded afresh for editing (`useEditItem`). */
  loaded: UseQueryResult<Loaded>;
  save: UseMutationResult<unknown, unknown, Input>;
  remove: UseMutationResult<unknown, unknown, number>;
  titles: { create: string; edit: string; delete: string };
  size?: 'sm' | 'md' | 'lg';
  onClose: () => void;
  renderForm: (slot: ItemFormSlot<Loaded, Input>) => ReactNode;
}

/**
 * A dashboard list's create, edit and delete dialogs (spec section 4): the form starts empty or
 * from the loaded item, the server's field errors of the last attempt show by their fields, and a
 * failed load closes the dialog (its toast says why).
 */
export function ItemDialogs<Loaded, Input>({ mode, item, loaded, save, remove, titles, size, onClose, renderForm }: ItemDialogsProps<Loaded, Input>) {
  const formId = useId();
  const formOpen = mode === 'create' || mode === 'edit';
  const { reset: resetSave } = save;
  useEffect(() => {
    if (formOpen) resetSave();
  }, [formOpen, resetSave]);
  const loadFailed = mode === 'edit' && loaded.isError;
  useEffect(() => {
    if (loadFailed) onClose();
  }, [loadFailed, onClose]);

  return (
    <>
      <DashboardDialog
        open={formOpen}
        title={mode === 'edit' && item ? titles.edit : titles.create}
        onClose={onClose}
        formId={formId}
        busy={save.isPending}
        loadingContent={mode === 'edit' && !loaded.data}
        size={size}
      >
        {renderForm({
          formId,
          item: mode === 'edit' ? loaded.data : undefined,
          serverError: save.error,
          onSubmit: (input) => save.mutate(input),
        })}
      </DashboardDialog>
      <ConfirmDeleteDialog
        open={mode === 'delete'}
        title={titles.delete}
        name={item?.name ?? ''}
        busy={remove.isPending}
        onConfirm={() => item && remove.mutate(item.id)}
        onClose={onClose}
      />
    </>
  );
}
