import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';
import type { SupplementTeaser } from '@contract/topics-answers';
import { SupplementBreadcrumb } from './supplement-breadcrumb';
import { LockedTopic } from './topic-panel';

interface LockedSupplementProps {
  teaser: SupplementTeaser | undefined;
  onLockedClick: () => void;
}

/**
 * A paid supplement opened without premium: its name, category, the names of its topics and the
 * first paragraph of its description (all the API sends), then the way to the plans.
 */
export function LockedSupplement({ teaser, onLockedClick }: LockedSupplementProps) {
  const { t } = useTranslation('catalogue');
  if (!teaser) {
    return (
      <>
        <PageHeading title={t('topics.title')} />
        <Stack bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg">
          <LockedTopic onLockedClick={onLockedClick} />
        </Stack>
      </>
    );
  }
  const { supplement, topics, excerpt } = teaser;
  return (
    <>
      <SupplementBreadcrumb category={supplement.category} />
      <PageHeading title={supplement.name} />
      <Stack as="section" aria-labelledby="teaser-heading" gap="5" p={{ base: '4', md: '6' }} bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg" maxW="3xl">
        <Text fontSize="sm" color="fg.muted">
          {t('teaser.category', { name: supplement.category.name })}
        </Text>
        {excerpt ? (
          <Text lineHeight="1.7" maxW="72ch">
            {excerpt}
          </Text>
        ) : null}
        {topics.length > 0 ? (
          <Box>
            <Heading as="h2" id="teaser-heading" size="md" color="teal.ink" mb="2">
              {t('teaser.topics')}
            </Heading>
            <Stack as="ul" aria-labelledby="teaser-heading" gap="1" listStyle="none">
              {topics.map((topic) => (
                <HStack as="li" key={topic.id} gap="2" color="fg.muted">
                  <LockIcon color="orange.ink" aria-hidden="true" />
                  {topic.name}
                </HStack>
              ))}
            </Stack>
          </Box>
        ) : (
          <Heading as="h2" id="teaser-heading" srOnly>
            {t('teaser.topics')}
          </Heading>
        )}
        <Box borderTopWidth="1px" borderColor="teal.line">
          <LockedTopic onLockedClick={onLockedClick} />
        </Box>
      </Stack>
    </>
  );
}

export function LockedSupplementSkeleton() {
  return <Skeleton h="64" borderRadius="lg" maxW="3xl" aria-hidden="true" />;
}
