import { DEEP_LINK_KINDS, notificationCreateSchema, type DeepLinkKind, type NotificationCreateInput } from '@contract/notifications';
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, type Choice } from '@/components/dashboard/choice-select';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useCategoryOptions, useSupplementOptions, useTopicOptions, type Option } from '../api/notifications';

const FIELDS = ['title', 'body', 'locale_id', 'deep_1', 'deeplink'] as const;

interface NotificationFormProps {
  formId: string;
  /** The send's last failure: its field messages show by their fields. */
  serverError: unknown;
  onSubmit: (input: NotificationCreateInput) => void;
}

const toChoices = (options: Option[] | undefined): Choice[] => (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
const idOf = (value: string) => (value ? Number(value) : null);

/**
 * Spec §4: a new notification starts in Portuguese with the home screen as its link. 'Suplementos'
 * asks for a category and then one of its supplements; 'Tópicos' asks for a supplement and then one
 * of its topics. The item selectors appear only for those two.
 */
export function NotificationForm({ formId, serverError, onSubmit }: NotificationFormProps) {
  const { t } = useTranslation(['dashboard-notifications', 'dashboard', 'common']);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [localeId, setLocaleId] = useState('1');
  const [kind, setKind] = useState<DeepLinkKind>('home');
  const [categoryId, setCategoryId] = useState('');
  const [supplementId, setSupplementId] = useState('');
  const [topicId, setTopicId] = useState('');
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError });

  const categories = useCategoryOptions(kind === 'supplements');
  const supplements = useSupplementOptions(kind === 'supplements' ? idOf(categoryId) : null, kind === 'topics' || (kind === 'supplements' && categoryId !== ''));
  const topics = useTopicOptions(kind === 'topics' ? idOf(supplementId) : null);

  const chooseKind = (value: string) => {
    setKind(value as DeepLinkKind);
    setCategoryId('');
    setSupplementId('');
    setTopicId('');
  };

  const deeplink = kind === 'home' ? 'home' : kind === 'supplements' ? (supplementId ? `supplements/${supplementId}` : '') : topicId ? `topics/${topicId}` : '';

  const checkAndSend = async () => {
    const values: NotificationCreateInput = { title, body, locale_id: Number(localeId) as 1 | 2, deep_1: kind, deeplink };
    if (await check(notificationCreateSchema, values)) onSubmit(values);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkAndSend();
  };

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label={t('form.title')} error={shown.title} required>
          <Input name="title" value={title} onChange={(event) => setTitle(event.target.value)} autoComplete="off" />
        </FormField>
        <FormField label={t('form.body')} error={shown.body} required>
          <Textarea name="body" rows={4} value={body} onChange={(event) => setBody(event.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('form.locale')} error={shown.locale_id} required>
            <ChoiceSelect
              name="locale_id"
              value={localeId}
              onValueChange={setLocaleId}
              choices={[
                { value: '1', label: t('locales.1') },
                { value: '2', label: t('locales.2') },
              ]}
            />
          </FormField>
          <FormField label={t('form.deep')} error={shown.deep_1} required>
            <ChoiceSelect name="deep_1" value={kind} onValueChange={chooseKind} choices={DEEP_LINK_KINDS.map((value) => ({ value, label: t(`deep.${value}`) }))} />
          </FormField>
        </SimpleGrid>
        {kind === 'supplements' && (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('form.category')} required>
              <ChoiceSelect
                name="category"
                value={categoryId}
                onValueChange={(value) => {
                  setCategoryId(value);
                  setSupplementId('');
                }}
                placeholder={categories.isPending ? t('common:loading') : t('dashboard:choose')}
                choices={toChoices(categories.data)}
              />
            </FormField>
            <FormField label={t('form.supplement')} error={shown.deeplink} required>
              <ChoiceSelect
                name="supplement"
                value={supplementId}
                onValueChange={setSupplementId}
                disabled={categoryId === ''}
                placeholder={t('dashboard:choose')}
                choices={toChoices(categoryId ? supplements.data : [])}
              />
            </FormField>
          </SimpleGrid>
        )}
        {kind === 'topics' && (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('form.supplement')} required>
              <ChoiceSelect
                name="supplement"
                value={supplementId}
                onValueChange={(value) => {
                  setSupplementId(value);
                  setTopicId('');
                }}
                placeholder={supplements.isPending ? t('common:loading') : t('dashboard:choose')}
                choices={toChoices(supplements.data)}
              />
            </FormField>
            <FormField label={t('form.topic')} error={shown.deeplink} required>
              <ChoiceSelect
                name="topic"
                value={topicId}
                onValueChange={setTopicId}
                disabled={supplementId === ''}
                placeholder={t('dashboard:choose')}
                choices={toChoices(supplementId ? topics.data : [])}
              />
            </FormField>
          </SimpleGrid>
        )}
      </Stack>
    </form>
  );
}
