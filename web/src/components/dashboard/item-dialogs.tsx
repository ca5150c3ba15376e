import type { UseMutationResult } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
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
  /** After an edit conflict: loads the item afresh (the other person's version) into a new form. */
  onReload: () => void;
  /** After an edit conflict: back to the form with what was typed. */
  onDismissError: () => void;
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
 * the server's field errors of the last attempt show by their fields, a failed load closes the
 * dialog (its toast says why), and after an edit conflict the form can be reloaded with the version
 * saved meanwhile.
 */
export function ItemDialogs<R extends EditableResource, Input>({ resource, mode, item, save, remove, titles, size, onClose, renderForm }: ItemDialogsProps<R, Input>) {
  const loaded = useEditItem(resource, mode === 'edit' && item ? item.id : null);
  const formId = useId();
  const formOpen = mode === 'create' || mode === 'edit';
  const { reset: resetSave } = save;
  useEffect(() => {
    if (formOpen) resetSave();
  }, [formOpen, resetSave]);
  // The item as reloaded after an edit conflict. The form takes it from the refetch's own result: the
  // `loaded` prop follows only when the parent renders again, after the form would have restarted.
  const [reloaded, setReloaded] = useState<{ item: EditedItem<R>; at: number } | null>(null);
  const { refetch } = loaded;
  const reload = async () => {
    resetSave();
    const result = await refetch();
    if (result.data !== undefined) setReloaded({ item: result.data, at: result.dataUpdatedAt });
  };
  const current = reloaded && loaded.data !== undefined && reloaded.at >= loaded.dataUpdatedAt ? reloaded : null;
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
        {/* A new form (its fields start from the item) for each reload. */}
        <Fragment key={current?.at ?? 'loaded'}>
          {renderForm({
            formId,
            item: mode === 'edit' ? (current?.item ?? loaded.data) : undefined,
            serverError: save.error,
            onSubmit: (input) => save.mutate(input),
            onReload: () => void reload(),
            onDismissError: resetSave,
          })}
        </Fragment>
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
