import type { CheckItemKind } from '@contract/interactions';
import type { FormulaComputeInput, FormulaData, PrescriberData } from '@contract/formulas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';

export const formulaKeys = {
  all: ['formulas'] as const,
  list: (page: number, search: string) => ['formulas', 'list', page, search] as const,
  templates: (language: string | undefined) => ['formulas', 'templates', language] as const,
  item: (id: string) => ['formulas', 'item', id] as const,
  computed: (id: string, language: string | undefined) => ['formulas', 'computed', id, language] as const,
  compute: (language: string | undefined, input: FormulaComputeInput | null) => ['formulas', 'compute', language, JSON.stringify(input)] as const,
  prescriber: ['prescriber'] as const,
  options: (kinds: string, term: string, language: string | undefined) => ['formulas', 'options', kinds, term, language] as const,
};

/** GET formulas: the caller's saved formulas, by page and search (the formula's or the patient's name). */
export function useFormulaList(page: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: formulaKeys.list(page, search),
    queryFn: () => api.get('/formulas', { query: { page, search: search || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET formulas/templates: the seeded 'Nutra Fórmulas' as starting points. */
export function useFormulaTemplates(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: formulaKeys.templates(i18n.resolvedLanguage),
    queryFn: async () => (await api.get('/formulas/templates')).items,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET formulas/{id}: the saved formula (answered from the device's copy offline, once opened online). */
export function useFormula(id: string | null) {
  const { t } = useTranslation('formulas');
  const query = useQuery({
    queryKey: formulaKeys.item(id ?? ''),
    queryFn: async () => (await api.get('/formulas/:id', { params: { id: id ?? '' } })).data,
    enabled: id !== null,
    staleTime: 0,
  });
  useEffect(() => {
    if (query.error) handleApiError(query.error, t('editor.loadFailed'));
  }, [query.error, t]);
  return query;
}

/**
 * POST formulas/compute, once per change of what can be computed (the input is the key; the same
 * input again is answered from the cache). A query, not a mutation: it changes nothing. The previous
 * answer stays on screen while the next one comes, so the totals never blank while typing.
 */
export function useFormulaCompute(input: FormulaComputeInput | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: formulaKeys.compute(i18n.resolvedLanguage, input),
    queryFn: () => api.post('/formulas/compute', { body: input ?? {} }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET formulas/{id}/computed: the saved formula's totals, a GET the service worker keeps for reading offline. */
export function useSavedFormulaComputed(id: string | null, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: formulaKeys.computed(id ?? '', i18n.resolvedLanguage),
    queryFn: () => api.get('/formulas/:id/computed', { params: { id: id ?? '' } }),
    enabled: id !== null && enabled,
  });
}

/** GET interactions/options of some kinds (chemical forms; drugs and conditions): the builder's pickers. */
export function useFormulaOptions(kinds: readonly CheckItemKind[], term: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: formulaKeys.options(kinds.join(','), term, i18n.resolvedLanguage),
    queryFn: async () => (await api.get('/interactions/options', { query: { search: term, kinds: kinds.join(',') } })).items,
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** POST formulas or POST formulas/{id} (with the revision it was based on: an older one is a 409). */
export function useSaveFormula() {
  const { t } = useTranslation('formulas');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string | null; data: FormulaData }) => (id ? api.post('/formulas/:id', { params: { id }, body: data }) : api.post('/formulas', { body: data })),
    onSuccess: (answer) => {
      notifySuccess(t('toast.saved'), answer.message);
      queryClient.setQueryData(formulaKeys.item(answer.item.id), answer.item);
      void queryClient.invalidateQueries({ queryKey: ['formulas', 'list'] });
    },
    onError: (error) => handleApiError(error, t('toast.saveFailed')),
  });
}

/** POST formulas/{id}/duplicate: a copy named '… (cópia)'. */
export function useDuplicateFormula() {
  const { t } = useTranslation('formulas');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/formulas/:id/duplicate', { params: { id } }),
    onSuccess: (answer) => {
      notifySuccess(t('toast.duplicated'), answer.message);
      void queryClient.invalidateQueries({ queryKey: ['formulas', 'list'] });
    },
    onError: (error) => handleApiError(error, t('toast.failed')),
  });
}

/** DELETE formulas/{id}. */
export function useDeleteFormula(onDeleted: () => void) {
  const { t } = useTranslation('formulas');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/formulas/:id', { params: { id } }),
    onSuccess: (answer, id) => {
      notifySuccess(t('toast.deleted'), answer.message);
      queryClient.removeQueries({ queryKey: formulaKeys.item(id) });
      void queryClient.invalidateQueries({ queryKey: ['formulas', 'list'] });
      onDeleted();
    },
    onError: (error) => handleApiError(error, t('toast.failed')),
  });
}

/** GET prescriber: who signs the prescription (the council fields are null until given). */
export function usePrescriber(enabled = true) {
  return useQuery({ queryKey: formulaKeys.prescriber, queryFn: async () => (await api.get('/prescriber')).data, enabled });
}

/** POST prescriber: the council registration printed on prescriptions. */
export function useSavePrescriber() {
  const { t } = useTranslation('formulas');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: PrescriberData) => api.post('/prescriber', { body: data }),
    onSuccess: (answer) => {
      notifySuccess(t('toast.prescriberSaved'), answer.message);
      queryClient.setQueryData(formulaKeys.prescriber, answer.item);
    },
    onError: (error) => handleApiError(error, t('toast.failed')),
  });
}
