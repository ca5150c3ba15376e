import { Box, Button, Flex, Grid, Heading, IconButton, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { useSupplementTopics } from '@/api/topics';
import type { Topic } from '@contract/topics-answers';
import { DeleteTopicDialog } from './delete-topic-dialog';
import { IndicationsPanel, TopicReferencesPanel, TopicReviewBar } from './evidence-panels';
import { IndicationsDialog } from './indications-dialog';
import { ReferencesDialog } from './references-dialog';
import { TopicBreadcrumb } from './topic-breadcrumb';
import { TopicContentView, type TextAlignSetting } from './topic-content-view';
import { EditIcon, TrashIcon } from './topic-icons';

interface SupplementTopicsScreenProps {
  supplementSlug: string;
  textAlign: TextAlignSetting;
}

function TopicsSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap="6" aria-hidden="true">
      <Stack gap="2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} h="10" rounded="md" />
        ))}
      </Stack>
      <Stack gap="4" bg="bg.panel" p="6" rounded="lg">
        <Skeleton h="7" w="40%" />
        <SkeletonText noOfLines={8} gap="3" />
      </Stack>
    </Grid>
  );
}

function EmptyTopics() {
  const { t } = useTranslation('dashboard-topics');
  return (
    <Stack align="center" textAlign="center" gap="1" py="16" bg="bg.panel" rounded="lg">
      <Text fontWeight="semibold" fontSize="lg">
        {t('empty.title')}
      </Text>
      <Text color="fg.muted">{t('empty.text')}</Text>
    </Stack>
  );
}

function TopicList({ topics, selected, onSelect }: { topics: Topic[]; selected: Topic; onSelect: (topic: Topic) => void }) {
  const { t } = useTranslation('dashboard-topics');
  return (
    <Box as="nav" aria-label={t('listLabel')}>
      <Stack as="ul" gap="1" listStyleType="none">
        {topics.map((topic) => {
          const current = topic.id === selected.id;
          return (
            <li key={topic.id}>
              <Button
                w="full"
                justifyContent="flex-start"
                whiteSpace="normal"
                textAlign="start"
                h="auto"
                py="2"
                variant={current ? 'solid' : 'ghost'}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(topic)}
              >
                {topic.name}
              </Button>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

/** /dashboard/suplementos/{slug}: the topics of a supplement, one shown at a time (spec §2). */
export function SupplementTopicsScreen({ supplementSlug, textAlign }: SupplementTopicsScreenProps) {
  const { t } = useTranslation('dashboard-topics');
  const topics = useSupplementTopics(supplementSlug);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const [editingReferences, setEditingReferences] = useState<Topic | null>(null);
  const [editingIndications, setEditingIndications] = useState(false);
  const supplement = topics.data?.supplement;
  const indications = topics.data?.indications ?? [];
  const items = topics.data?.items ?? [];
  const selected = items.find((topic) => topic.id === selectedId) ?? items[0];

  return (
    <>
      {supplement && (
        <TopicBreadcrumb
          crumbs={[
            { label: supplement.category.name, to: `/dashboard/categorias/${supplement.category.slug}/suplementos` },
            { label: supplement.name },
          ]}
        />
      )}
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeading title={supplement?.name ?? t('common:verifying')} />
        <Flex gap="3" wrap="wrap">
          {supplement && (
            <Button asChild variant="outline">
              <RouterLink to={`/dashboard/formas-quimicas?suplemento=${supplement.id}`}>{t('chemicalForms')}</RouterLink>
            </Button>
          )}
          <Button asChild>
            <RouterLink to={`/dashboard/suplementos/${supplementSlug}/novo`}>{t('addNew')}</RouterLink>
          </Button>
        </Flex>
      </Flex>
      {supplement && <IndicationsPanel indications={indications} onEdit={() => setEditingIndications(true)} />}
      {topics.isPending && <TopicsSkeleton />}
      {topics.isError && <Text color="fg.error">{t('loadFailed')}</Text>}
      {topics.isSuccess && !selected && <EmptyTopics />}
      {selected && (
        <Grid templateColumns={{ base: '1fr', md: '16rem minmax(0, 1fr)' }} gap="6" alignItems="start">
          <TopicList topics={items} selected={selected} onSelect={(topic) => setSelectedId(topic.id)} />
          <Box as="section" aria-labelledby="topic-title" bg="bg.panel" p={{ base: '4', md: '6' }} rounded="lg" borderWidth="1px" borderColor="teal.line" minW="0">
            <Flex align="center" gap="2" mb="4">
              <Heading as="h2" id="topic-title" size="lg" color="teal.ink" flex="1">
                {selected.name}
              </Heading>
              <IconButton asChild variant="ghost" size="sm" aria-label={t('edit', { name: selected.name })}>
                <RouterLink to={`/dashboard/suplementos/topicos/${selected.slug}`}>
                  <EditIcon />
                </RouterLink>
              </IconButton>
              <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={t('deleteLabel', { name: selected.name })} onClick={() => setDeleting(selected)}>
                <TrashIcon />
              </IconButton>
            </Flex>
            <TopicReviewBar topic={selected} supplementSlug={supplementSlug} />
            <TopicContentView html={selected.content ?? ''} textAlign={textAlign} />
            <TopicReferencesPanel topic={selected} onEdit={() => setEditingReferences(selected)} />
          </Box>
        </Grid>
      )}
      <ReferencesDialog topic={editingReferences} supplementSlug={supplementSlug} onClose={() => setEditingReferences(null)} />
      {supplement && <IndicationsDialog open={editingIndications} supplement={supplement} onClose={() => setEditingIndications(false)} />}
      <DeleteTopicDialog
        topic={deleting}
        supplementSlug={supplementSlug}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setSelectedId(null);
        }}
      />
    </>
  );
}
