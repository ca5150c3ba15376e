import { Button, Field, Flex, Grid, Input, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { topicSchema } from '@contract/topics';
import { Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderInput } from '@/components/dashboard/order-input';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { isEditConflict } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import { useSaveTopic, type TopicFormValues } from '../api/save-topic';
import type { SupplementHeader } from '@contract/supplements-answers';
import type { Topic } from '@contract/topics-answers';
import { EditConflictDialog } from '@/components/dashboard/edit-conflict-dialog';
import { readableText } from '@contract/readable-text';

const FIELDS = ['name', 'tags', 'order', 'is_paid', 'content'] as const;
type TopicField = keyof TopicFormValues;

/** What the form asks of the rich-text editor it is given (the topic-editor feature provides it). */
export interface ContentEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
}
export type RenderContentEditor = (props: ContentEditorProps) => ReactNode;

interface TopicFormProps {
  supplement: SupplementHeader;
  /** The topic being edited; absent on the add screen. */
  topic?: Topic;
  renderEditor: RenderContentEditor;
}


function initialValues(supplement: SupplementHeader, topic: Topic | undefined): TopicFormValues {
  return {
    name: topic?.name ?? '',
    tags: topic?.tags ?? '',
    order: topic ? String(topic.order) : '',
    is_paid: topic ? String(topic.is_paid) : '',
    content: topic?.content ?? '',
    supplement_id: String(supplement.id),
    revision: topic ? String(topic.revision) : '',
  };
}

/** Add/edit topic (spec §2): name, tags, order, paid, content; every error shown at once, before any request. */
export function TopicForm({ supplement, topic, renderEditor }: TopicFormProps) {
  const { t } = useTranslation('dashboard-topics');
  const save = useSaveTopic();
  const contentLabelId = useId();
  const [initial] = useState<TopicFormValues>(() => initialValues(supplement, topic));
  const [values, setValues] = useState<TopicFormValues>(initial);
  const initialContent = initial.content;
  const guard = useUnsavedChangesGuard((Object.keys(initial) as (keyof TopicFormValues)[]).some((field) => values[field] !== initial[field]));
  const { formRef, errors, check, clear, showServerErrors } = useFormErrors(FIELDS);
  const [conflict, setConflict] = useState<unknown>(null);
  const supplementPath = `/dashboard/suplementos/${supplement.slug}`;

  const set = (field: TopicField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'supplement_id' && field !== 'revision') clear(field);
  };

  const checkAndSave = async () => {
    if (!(await check(topicSchema, values))) return;
    save.mutate(
      { topicId: topic?.id, supplementSlug: supplement.slug, values },
      {
        onSuccess: () => {
          if (topic) notifySuccess(t('toast.updatedTitle'), t('toast.updated'));
          else notifySuccess(t('toast.createdTitle'), t('toast.created'));
          guard.leave(supplementPath);
        },
        onError: (error) => {
          if (isEditConflict(error)) {
            setConflict(error);
            return;
          }
          showServerErrors(error);
          handleApiError(error, t('saveFailed'));
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) void checkAndSave();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="5" bg="bg.panel" p={{ base: '4', md: '6' }} rounded="lg" borderWidth="1px" borderColor="teal.line">
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>{t('form.name')}</Field.Label>
            <Input name="name" value={values.name} maxLength={200} onChange={(event) => set('name', event.target.value)} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.tags)}>
            <Field.Label>{t('form.tags')}</Field.Label>
            <Input name="tags" value={values.tags} onChange={(event) => set('tags', event.target.value)} />
            <Field.HelperText>{t('form.tagsHint')}</Field.HelperText>
            <Field.ErrorText>{errors.tags}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.order)} required>
            <Field.Label>{t('form.order')}</Field.Label>
            <OrderInput value={values.order} onValueChange={(value) => set('order', value)} />
            <Field.ErrorText>{errors.order}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.is_paid)} required>
            <Field.Label>{t('form.isPaid')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="is_paid" value={values.is_paid} onChange={(event) => set('is_paid', event.target.value)}>
                <option value="">{t('form.choose')}</option>
                <option value="1">{t('form.yes')}</option>
                <option value="0">{t('form.no')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.is_paid}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <Field.Root invalid={Boolean(errors.content)}>
          <Field.Label id={contentLabelId} asChild>
            <span>{t('form.content')}</span>
          </Field.Label>
          <Suspense fallback={<Skeleton h="80" w="full" rounded="md" />}>
            {renderEditor({ initialHtml: initialContent, onChange: (html) => set('content', html), labelId: contentLabelId })}
          </Suspense>
          <Field.ErrorText>{errors.content}</Field.ErrorText>
        </Field.Root>
        <Flex justify="flex-end" gap="3">
          <Button type="button" variant="outline" onClick={() => guard.request(supplementPath)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Flex>
      </Stack>
      <EditConflictDialog
        error={conflict}
        unsaved={{ text: readableText(values.content), html: values.content }}
        onReload={() => {
          guard.disarm();
          window.location.reload();
        }}
        onClose={() => setConflict(null)}
      />
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
