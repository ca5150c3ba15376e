import type { Value } from 'platejs';
import { createPlateEditor } from 'platejs/react';
import { deserializeTopicHtml } from '../html/deserialize-html';
import { NODE_ID_OPTIONS, TOPIC_EDITOR_PLUGINS } from './topic-plugins';

/** An editor over stored HTML (the component and the tests build it the same way). */
export function createTopicEditor(html: string) {
  const value: Value = deserializeTopicHtml(html);
  return createPlateEditor({ plugins: TOPIC_EDITOR_PLUGINS, value, nodeId: NODE_ID_OPTIONS });
}

export type TopicEditor = ReturnType<typeof createTopicEditor>;
