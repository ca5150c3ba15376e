import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { useSupplementTopics } from '@/api/topics';
import { useTopic } from '@/api/topics';
import type { SupplementHeader } from '@contract/supplements-answers';
import { TopicBreadcrumb } from './topic-breadcrumb';
import { TopicEnglishForm } from './topic-english-form';
import { TopicForm, type RenderContentEditor } from './topic-form';
import { TopicHistory } from './topic-history';

function FormSkeleton() {
  return (
    <Stack gap="4" aria-hidden="true">
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="80" />
    </Stack>
  );
}

/** Title = supplement name; breadcrumb to its category's supplements and to its topics. */
function FormFrame({ supplement, children }: { supplement: SupplementHeader | undefined; children: ReactNode }) {
  const { t } = useTranslation('dashboard-topics');
  return (
    <>
      {supplement && (
        <TopicBreadcrumb
          crumbs={[
            { label: supplement.category.name, to: `/dashboard/categorias/${supplement.category.slug}/suplementos` },
            { label: supplement.name, to: `/dashboard/suplementos/${supplement.slug}` },
          ]}
        />
      )}
      <PageHeading title={supplement?.name ?? t('common:verifying')} />
      {children}
    </>
  );
}

/** /dashboard/suplementos/{slug}/novo */
export function NewTopicScreen({ supplementSlug, renderEditor }: { supplementSlug: string; renderEditor: RenderContentEditor }) {
  const { t } = useTranslation('dashboard-topics');
  const topics = useSupplementTopics(supplementSlug);
  const supplement = topics.data?.supplement;
  return (
    <FormFrame supplement={supplement}>
      {topics.isPending && <FormSkeleton />}
      {topics.isError && <Text color="fg.error">{t('loadFailed')}</Text>}
      {supplement && <TopicForm supplement={supplement} renderEditor={renderEditor} />}
    </FormFrame>
  );
}

/** /dashboard/suplementos/topicos/{topic slug}: the same form, prefilled, and the topic's English below it. */
export function EditTopicScreen({ topicSlug, renderEditor }: { topicSlug: string; renderEditor: RenderContentEditor }) {
  const { t } = useTranslation('dashboard-topics');
  const topic = useTopic(topicSlug);
  return (
    <FormFrame supplement={topic.data?.supplement}>
      {topic.isPending && <FormSkeleton />}
      {topic.isError && <Text color="fg.error">{t('topicLoadFailed')}</Text>}
      {topic.data && (
        <Stack gap="6">
          {/* A restored version remounts the form with the restored text. */}
          <TopicForm key={`${topic.data.id}-${topic.data.revision}`} supplement={topic.data.supplement} topic={topic.data} renderEditor={renderEditor} />
          <TopicEnglishForm key={`en-${topic.data.id}-${topic.data.revision}`} topicId={topic.data.id} renderEditor={renderEditor} />
          <TopicHistory topic={topic.data} />
        </Stack>
      )}
    </FormFrame>
  );
}
