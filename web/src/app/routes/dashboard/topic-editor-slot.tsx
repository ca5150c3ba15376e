import { lazy } from 'react';
import type { RenderContentEditor } from '@/features/dashboard-topics/components/topic-form';

/**
 * The rich-text editor (Plate) for the topic forms, in its own chunk: loaded when a topic form
 * opens, never with the topics list, the rest of the dashboard or the user area.
 */
const TopicEditor = lazy(async () => ({ default: (await import('@/features/topic-editor/components/topic-editor')).TopicEditor }));

export const renderTopicEditor: RenderContentEditor = (props) => <TopicEditor {...props} />;
