import type { QualityItem } from '@contract/quality-answers';

/** The editor a finding opens: where the text, the record or the item it names is changed. */
export function qualityItemLink(item: QualityItem): string {
  switch (item.kind) {
    case 'severity_disagrees':
      return item.interaction_id !== null ? `/dashboard/interacoes/${item.interaction_id}` : topicEditor(item);
    case 'prose_without_interaction':
    case 'dose_above_upper_level':
      return topicEditor(item);
    case 'form_without_formula':
      return `/dashboard/formas-quimicas?suplemento=${item.supplement?.id ?? ''}`;
    case 'nutrient_without_anvisa':
      return `/dashboard/nutrientes/${item.target?.id ?? ''}`;
    case 'review_due':
      return `/dashboard/suplementos/${item.supplement?.slug ?? ''}`;
    case 'drug_without_interaction':
      return `/dashboard/medicamentos?busca=${encodeURIComponent(item.target?.name ?? '')}`;
    case 'condition_without_interaction':
      return `/dashboard/condicoes?busca=${encodeURIComponent(item.target?.name ?? '')}`;
  }
}

const topicEditor = (item: QualityItem) => (item.topic ? `/dashboard/suplementos/topicos/${item.topic.slug}` : `/dashboard/suplementos/${item.supplement?.slug ?? ''}`);
