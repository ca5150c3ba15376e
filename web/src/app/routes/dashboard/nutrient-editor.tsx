import { useParams } from 'react-router-dom';
import { NutrientEditorScreen } from '@/features/dashboard-doses/components/nutrient-editor-screen';

/** /dashboard/nutrientes/novo (no id) and /dashboard/nutrientes/{id}. */
export function DashboardNutrientEditorRoute() {
  const { id } = useParams();
  return <NutrientEditorScreen key={id ?? 'new'} id={id === undefined ? null : /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN} />;
}
