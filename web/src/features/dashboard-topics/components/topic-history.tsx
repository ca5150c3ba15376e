import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { topicKeys } from '@/api/topics';
import { ItemHistory } from '@/components/dashboard/item-history';
import type { Topic } from '@contract/topics-answers';
import { readableText } from '@contract/readable-text';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A topic as readable text for the comparison: its name as a heading, then its content. */
const topicText = (name: unknown, content: unknown) => readableText(`<h1>${text(name)}</h1>${text(content)}`);

/** 'Histórico' of a topic: who changed it and when, a comparison of a version with the current text, and 'Restaurar' (the form then reloads the restored text). */
export function TopicHistory({ topic }: { topic: Topic }) {
  const { t } = useTranslation('dashboard-topics');
  const queryClient = useQueryClient();
  return (
    <ItemHistory
      type="topic"
      itemId={topic.id}
      namespace="dashboard-topics"
      fieldLabel={(field) => t(`history.fields.${field}`, { defaultValue: field })}
      compare={{ before: (snapshot) => topicText(snapshot.name, snapshot.content), after: topicText(topic.name, topic.content) }}
      onRestored={() => queryClient.invalidateQueries({ queryKey: topicKeys.detail(topic.slug) })}
    />
  );
}
