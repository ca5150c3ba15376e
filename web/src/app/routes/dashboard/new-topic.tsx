import { useParams } from 'react-router-dom';
import { NewTopicScreen } from '@/features/dashboard-topics/components/topic-form-screens';
import { renderTopicEditor } from './topic-editor-slot';

/** /dashboard/suplementos/{slug}/novo */
export function DashboardNewTopicRoute() {
  const { slug = '' } = useParams();
  return <NewTopicScreen key={slug} supplementSlug={slug} renderEditor={renderTopicEditor} />;
}
