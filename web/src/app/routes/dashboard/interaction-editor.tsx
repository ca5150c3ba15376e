import { useParams } from 'react-router-dom';
import { InteractionEditorScreen } from '@/features/dashboard-interactions/components/interaction-editor-screen';

/** /dashboard/interacoes/nova (no id) and /dashboard/interacoes/{id}. */
export function DashboardInteractionEditorRoute() {
  const { id } = useParams();
  return <InteractionEditorScreen key={id ?? 'new'} id={id === undefined ? null : /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN} />;
}
