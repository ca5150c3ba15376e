import { topicEnglishSchema } from '@contract/translation';
import { Box, Button, Field, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '@/hooks/use-form-errors';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import { useSaveTopicEnglish, useTopicEnglish } from '../api/topic-english';
import type { RenderContentEditor } from './topic-form';

/** The name's message shows under it; the content's (too long) goes to its toast. */
const FIELDS = ['name'] as const;

type Origin = 'none' | 'machine' | 'outdated' | 'manual';

function OriginBadge({ origin }: { origin: Origin }) {
  const { t } = useTranslation('dashboard-topics');
  return (
    <Text as="span" fontSize="sm" color="fg.muted">
      ({t(`english.origin.${origin}`)})
    </Text>
  );
}

interface EnglishFieldsProps {
  topicId: number;
  /** What was loaded, with the topic's revision: a save sends it (the latest saved one after a save). */
  initial: { name: string; content: string; origin: { name: Origin; content: Origin }; revision: number };
  renderEditor: RenderContentEditor;
}

function EnglishFields({ topicId, initial, renderEditor }: EnglishFieldsProps) {
  const { t } = useTranslation('dashboard-topics');
  const save = useSaveTopicEnglish(topicId);
  const contentLabelId = useId();
  const [name, setName] = useState(initial.name);
  const [content, setContent] = useState(initial.content);
  const { formRef, errors, check, showServerErrors } = useFormErrors(FIELDS);
  const origin = save.data?.origin ?? initial.origin;
  const revision = save.data?.revision ?? initial.revision;

  const checkAndSave = async () => {
    const data = await check(topicEnglishSchema, { name, content, revision });
    if (!data) return;
    save.mutate(data, {
      onSuccess: () => notifySuccess(t('toast.updatedTitle'), t('english.saved')),
      onError: (failure) => {
        showServerErrors(failure);
        handleApiError(failure, t('saveFailed'));
      },
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) void checkAndSave();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('english.title')}>
      <Stack gap="5" bg="bg.panel" p={{ base: '4', md: '6' }} rounded="lg" borderWidth="1px">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t('english.title')}
          </Heading>
          <Text color="fg.muted">{t('english.description')}</Text>
        </Stack>
        <Field.Root invalid={Boolean(errors.name)}>
          <Flex gap="2" align="center">
            <Field.Label>{t('english.name')}</Field.Label>
            <OriginBadge origin={origin.name} />
          </Flex>
          <Input name="name_en" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Flex gap="2" align="center">
            <Field.Label id={contentLabelId} asChild>
              <span>{t('english.content')}</span>
            </Field.Label>
            <OriginBadge origin={origin.content} />
          </Flex>
          <Suspense fallback={<Skeleton h="80" w="full" rounded="md" />}>{renderEditor({ initialHtml: initial.content, onChange: setContent, labelId: contentLabelId })}</Suspense>
          <Field.HelperText>{t('english.hint')}</Field.HelperText>
        </Field.Root>
        <Flex justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('english.save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/**
 * The English version of a topic, behind a disclosure below the form (its editor loads only when
 * opened): shows what the translation job made and lets an admin correct it.
 */
export function TopicEnglishForm({ topicId, renderEditor }: { topicId: number; renderEditor: RenderContentEditor }) {
  const { t } = useTranslation('dashboard-topics');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="4">
      <Button alignSelf="flex-start" variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((current) => !current)}>
        {t('english.title')}
      </Button>
      <Box id={panelId} hidden={!open}>
        {open && <EnglishPanel topicId={topicId} renderEditor={renderEditor} />}
      </Box>
    </Stack>
  );
}

function EnglishPanel({ topicId, renderEditor }: { topicId: number; renderEditor: RenderContentEditor }) {
  const { t } = useTranslation('dashboard-topics');
  const english = useTopicEnglish(topicId);
  if (english.isError) return <Text color="fg.error">{t('english.loadFailed')}</Text>;
  if (!english.data) return <Skeleton h="40" rounded="lg" />;
  return <EnglishFields topicId={topicId} initial={english.data} renderEditor={renderEditor} />;
}
