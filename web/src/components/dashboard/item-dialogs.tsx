import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DashboardDialog } from './dashboard-dialog';
import { useEditItem, type EditableResource, type EditedItem } from './use-edit-item';
import type { ModalMode } from './use-modal-mode';

export interface ItemFormSlot<Loaded, Input> {
  formId: string;
  /** The item loaded for editing; undefined when creating. */
  item: Loaded | undefined;
  /** The save's last failure (its 422 field messages show by their fields: `useFormErrors`). */
  serverError: unknown;
  onSubmit: (input: Input) => void;
}

interface ItemDialogsProps<R extends EditableResource, Input> {
  /** The list's resource: the edit form starts from `GET /{resource}/:id`, loaded afresh when it opens. */
  resource: R;
  mode: ModalMode;
  /** The list item the edit or delete dialog is about. */
  item: { id: number; name: string } | null;
  save: UseMutationResult<unknown, unknown, Input>;
  remove: UseMutationResult<unknown, unknown, number>;
  titles: { create: string; edit: string; delete: string };
  size?: 'sm' | 'md' | 'lg';
  onClose: () => void;
  renderForm: (slot: ItemFormSlot<EditedItem<R>, Input>) => ReactNode;
}

/**
 * A dashboard list's create, edit and delete dialogs (spec section 4), the one set every grid
 * (categories, supplements, banners) uses: the form starts empty or from the item loaded afresh,
 * the server's field errors of the last attempt show by their fields, and a failed load closes the
 * dialog (its toast says why).
 */
export function ItemDialogs<R extends EditableResource, Input>({ resource, mode, item, save, remove, titles, size, onClose, renderForm }: ItemDialogsProps<R, Input>) {
  const loaded = useEditItem(resource, mode === 'edit' && item ? item.id : null);
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
