import type { NutrientData, SupplementFormCreateData, SupplementFormData } from '@contract/doses';
import type { NutrientListAnswer } from '@contract/doses-answers';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreshItem, useSaveItem } from '@/components/dashboard/editor-kit';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

/** The dashboard's nutrients (doses by population) and the chemistry of chemical forms (issue 32). */
export const doseKeys = {
  nutrients: ['dashboard', 'nutrients'] as const,
  nutrient: (id: number) => ['dashboard', 'nutrients', 'item', id] as const,
  nutrientOptions: ['dashboard', 'nutrient-options'] as const,
  supplements: ['dashboard', 'doses', 'supplement-options'] as const,
  forms: (supplementId: number) => ['dashboard', 'forms-chemistry', supplementId] as const,
};

/** GET nutrients: by page and search, in the shape the dashboard's paged lists read (`{ items: page }`). */
export async function listNutrients(page: number, search: string): Promise<{ items: NutrientListAnswer }> {
  return { items: await api.get('/nutrients', { query: { page, search: search || undefined } }) };
}

/** Nutrients matching a term, for the form editor's nutrient choice. */
export async function nutrientOptions(search: string) {
  return (await api.get('/nutrients', { query: { page: 1, search: search || undefined } })).data;
}

/** GET selects/supplements: every supplement (id, name), for the nutrient's supplements and the forms screen's choice. */
export function useSupplementOptions() {
  return useQuery({ queryKey: doseKeys.supplements, queryFn: async () => (await api.get('/selects/supplements')).data.items, staleTime: 60_000 });
}

/** GET nutrients/{id}: the nutrient as the editor starts from it, loaded afresh each time the page opens. */
export function useNutrient(id: number | null) {
  return useFreshItem(doseKeys.nutrient(id ?? 0), async (nutrientId) => (await api.get('/nutrients/:id', { params: { id: nutrientId } })).data, id);
}

/** POST nutrients or POST nutrients/{id} (JSON, with the revision it was based on). */
export function useSaveNutrient() {
  return useSaveItem(({ id, data }: { id?: number; data: NutrientData }) => (id ? api.post('/nutrients/:id', { params: { id }, body: data }) : api.post('/nutrients', { body: data })));
}

/** DELETE nutrients/{id}: to the trash (refused while a chemical form points at it). */
export function useDeleteNutrient(onDeleted: () => void) {
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: (id: number) => api.delete('/nutrients/:id', { params: { id } }),
    onSuccess: (answer) => {
      notifySuccess(t('toast.updated'), answer.message);
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('failed')),
  });
}

/** GET supplements/{id}/forms/chemistry: a supplement's forms with their chemistry, in order. */
export function useFormsChemistry(supplementId: number | null) {
  const { t } = useTranslation('dashboard');
  const query = useQuery({
    queryKey: doseKeys.forms(supplementId ?? 0),
    queryFn: async () => (await api.get('/supplements/:id/forms/chemistry', { params: { id: supplementId ?? 0 } })).items,
    enabled: supplementId !== null,
    staleTime: 0,
  });
  useEffect(() => {
    if (query.error) handleApiError(query.error, t('loadFailed'));
  }, [query.error, t]);
  return query;
}

/** What the form editor saves: an edit (with the revision it was based on) or a new form of a supplement. */
export type FormSave = { id: number; data: SupplementFormData } | { id?: undefined; data: SupplementFormCreateData };

/** POST supplement-forms/{id} (JSON, with the revision it was based on) or POST supplement-forms. */
export function useSaveForm() {
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: (save: FormSave) => (save.id === undefined ? api.post('/supplement-forms', { body: save.data }) : api.post('/supplement-forms/:id', { params: { id: save.id }, body: save.data })),
    onSuccess: (answer, save) => notifySuccess(save.id === undefined ? t('toast.created') : t('toast.updated'), answer.message),
    onError: (error) => handleApiError(error, t('failed')),
  });
}

/** DELETE supplement-forms/{id}: to the trash (refused, saying what uses it, while an interaction or a saved formula names it). */
export function useDeleteForm(onDeleted: () => void) {
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: (id: number) => api.delete('/supplement-forms/:id', { params: { id } }),
    onSuccess: (answer) => {
      notifySuccess(t('toast.updated'), answer.message);
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('failed')),
  });
}
