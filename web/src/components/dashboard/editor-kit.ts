import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { versionKeys, type ContentType } from '@/api/content-versions';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/**
 * GET {resource}/{id}: the item an editor starts from, loaded afresh each time the editor opens
 * (never from cache); a failure shows the shared error toast. `id` null: nothing is asked.
 */
export function useFreshItem<T>(queryKey: QueryKey, load: (id: number) => Promise<T>, id: number | null): UseQueryResult<T> {
  const { t } = useTranslation('dashboard');
  const query = useQuery({ queryKey, queryFn: () => load(id ?? 0), enabled: id !== null, staleTime: 0, gcTime: 0 });
  useEffect(() => {
    if (query.error) handleApiError(query.error, t('loadFailed'));
  }, [query.error, t]);
  return query;
}

/** POST {resource} (create) or POST {resource}/{id} (update, with the revision it was based on): 'Criado' or 'Atualizado' with the server's words, or the shared error. */
export function useSaveItem<V extends { id?: number }, A extends { message: string }>(save: (variables: V) => Promise<A>) {
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: save,
    onSuccess: (answer, { id }) => notifySuccess(id ? t('toast.updated') : t('toast.created'), answer.message),
    onError: (error) => handleApiError(error, t('failed')),
  });
}

interface EditorKitOptions<Item, Variables> {
  /** The edited item's id from the address; null for a new one. */
  id: number | null;
  /** Whose history the editor shows. */
  type: ContentType;
  useItem: (id: number | null) => UseQueryResult<Item>;
  useSave: () => UseMutationResult<unknown, unknown, Variables>;
  /** The list a save changes. */
  listKey: QueryKey;
}

/**
 * What every dashboard editor page does around its form: load the item afresh, save it (the form
 * shows the edit-conflict dialog from `serverError`; its 'Recarregar' starts the form again from
 * the stored item), and ask the history again after a save, a reload or a restore, since each added
 * a version. `formKey` remounts the form when the stored item changes.
 */
export function useEditorKit<Item extends { revision: number }, Variables>({ id, type, useItem, useSave, listKey }: EditorKitOptions<Item, Variables>) {
  const queryClient = useQueryClient();
  // An address whose id is not a number (NaN) names no item: nothing is asked.
  const known = id === null || Number.isInteger(id);
  const loaded = useItem(known ? id : null);
  const save = useSave();
  const [generation, setGeneration] = useState(0);
  const refreshHistory = () => {
    if (id !== null && known) void queryClient.invalidateQueries({ queryKey: versionKeys.ofItem(type, id) });
  };
  const reload = async () => {
    save.reset();
    refreshHistory();
    await loaded.refetch();
    setGeneration((current) => current + 1);
  };
  const item = loaded.data;

  return {
    item,
    loading: id !== null && known && loaded.isPending,
    failed: (id !== null && loaded.isError) || !known,
    formKey: `${item?.revision ?? 'new'}-${generation}`,
    reload,
    /** The form's props: the item, the save and its error, the conflict dialog's reload. */
    form: {
      item,
      busy: save.isPending,
      serverError: save.error,
      onSubmit: (input: Variables, leave: () => void) =>
        save.mutate(input, {
          onSuccess: () => {
            void queryClient.invalidateQueries({ queryKey: listKey });
            refreshHistory();
            leave();
          },
        }),
      onReload: () => void reload(),
      onDismissError: save.reset,
    },
  };
}
