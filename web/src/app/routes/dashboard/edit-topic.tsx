import { useParams } from 'react-router-dom';
import { EditTopicScreen } from '@/features/dashboard-topics/components/topic-form-screens';
import { renderTopicEditor } from './topic-editor-slot';

/** /dashboard/suplementos/topicos/{topic slug} */
export function DashboardEditTopicRoute() {
  const { slug = '' } = useParams();
  return <EditTopicScreen key={slug} topicSlug={slug} renderEditor={renderTopicEditor} />;
}
