import type { ConditionData, DrugClassData, DrugData } from '@contract/drugs';
import type { ConditionListAnswer, DrugClassListAnswer, DrugListAnswer } from '@contract/drugs-answers';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/**
 * The drug list, its classes and the conditions (issue 31): the dashboard's lists of what the other
 * side of an interaction can be. Each is written as JSON; an update sends the revision it loaded.
 */
export const clinicalListKeys = {
  drugs: ['dashboard', 'drugs'] as const,
  drugClasses: ['dashboard', 'drug-classes'] as const,
  conditions: ['dashboard', 'conditions'] as const,
};

const searchQuery = (page: number, search: string) => ({ page, search: search || undefined });

/** GET drugs: by page and search (name, international name, synonym or brand). */
export const listDrugs = (page: number, search: string): Promise<DrugListAnswer> => api.get('/drugs', { query: searchQuery(page, search) });
/** GET drug-classes: by page and search. */
export const listDrugClasses = (page: number, search: string): Promise<DrugClassListAnswer> => api.get('/drug-classes', { query: searchQuery(page, search) });
/** GET conditions: by page and search. */
export const listConditions = (page: number, search: string): Promise<ConditionListAnswer> => api.get('/conditions', { query: searchQuery(page, search) });

/** GET selects/drug-classes: every class, for the drug form's choice. */
export async function drugClassOptions() {
  return (await api.get('/selects/drug-classes')).data.items;
}

export type SaveInput<D> = { id?: number; data: D };

/** The toasts of a list's save and delete: the server's own sentence under the dashboard's title. */
function useWriteToasts() {
  const { t } = useTranslation('dashboard');
  return {
    saved: (id: number | undefined, message: string) => notifySuccess(id ? t('toast.updated') : t('toast.created'), message),
    deleted: (message: string) => notifySuccess(t('toast.updated'), message),
    failed: (error: unknown) => handleApiError(error, t('failed')),
  };
}

function useSave<D>(write: (input: SaveInput<D>) => Promise<{ message: string }>, onSaved: () => void) {
  const toasts = useWriteToasts();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer, { id }) => {
      toasts.saved(id, answer.message);
      onSaved();
    },
    onError: toasts.failed,
  });
}

function useDelete(remove: (id: number) => Promise<{ message: string }>, onDeleted: () => void) {
  const toasts = useWriteToasts();
  return useMutation({
    mutationFn: remove,
    onSuccess: (answer) => {
      toasts.deleted(answer.message);
      onDeleted();
    },
    onError: toasts.failed,
  });
}

/** POST drugs or POST drugs/{id}. */
export const useSaveDrug = (onSaved: () => void) =>
  useSave<DrugData>(({ id, data }) => (id ? api.post('/drugs/:id', { params: { id }, body: data }) : api.post('/drugs', { body: data })), onSaved);
/** DELETE drugs/{id}: to the trash. */
export const useDeleteDrug = (onDeleted: () => void) => useDelete((id) => api.delete('/drugs/:id', { params: { id } }), onDeleted);

/** POST drug-classes or POST drug-classes/{id}. */
export const useSaveDrugClass = (onSaved: () => void) =>
  useSave<DrugClassData>(({ id, data }) => (id ? api.post('/drug-classes/:id', { params: { id }, body: data }) : api.post('/drug-classes', { body: data })), onSaved);
/** DELETE drug-classes/{id}: to the trash. */
export const useDeleteDrugClass = (onDeleted: () => void) => useDelete((id) => api.delete('/drug-classes/:id', { params: { id } }), onDeleted);

/** POST conditions or POST conditions/{id}. */
export const useSaveCondition = (onSaved: () => void) =>
  useSave<ConditionData>(({ id, data }) => (id ? api.post('/conditions/:id', { params: { id }, body: data }) : api.post('/conditions', { body: data })), onSaved);
/** DELETE conditions/{id}: to the trash. */
export const useDeleteCondition = (onDeleted: () => void) => useDelete((id) => api.delete('/conditions/:id', { params: { id } }), onDeleted);
