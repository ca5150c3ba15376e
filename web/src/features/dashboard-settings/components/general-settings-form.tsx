import { globalSettingsSchema } from '@contract/accounts';
import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, useYesNoChoices } from '@/components/dashboard/choice-select';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { PageSpinner } from '@/components/page-spinner';
import { useGlobalSettings, useSaveGlobalSettings, type GlobalSettings } from '../api/global-settings';

const FIELDS = ['text_align', 'show_tutorial', 'url_tutorial', 'url_tutorial_en'] as const;

function GeneralSettingsFields({ settings }: { settings: GlobalSettings }) {
  const { t } = useTranslation(['dashboard-settings', 'dashboard']);
  const yesNo = useYesNoChoices();
  const save = useSaveGlobalSettings();
  const [textAlign, setTextAlign] = useState<string>(settings.text_align);
  const [showTutorial, setShowTutorial] = useState(String(settings.show_tutorial));
  const [urlTutorial, setUrlTutorial] = useState(settings.url_tutorial);
  const [urlTutorialEn, setUrlTutorialEn] = useState(settings.url_tutorial_en);
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError: save.error });

  const checkAndSave = async () => {
    const data = await check(globalSettingsSchema, { text_align: textAlign, show_tutorial: showTutorial, url_tutorial: urlTutorial, url_tutorial_en: urlTutorialEn });
    if (data) save.mutate(data);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) void checkAndSave();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('general.textAlign')} error={shown.text_align} required>
            <ChoiceSelect
              name="text_align"
              value={textAlign}
              onValueChange={setTextAlign}
              placeholder={t('dashboard:choose')}
              choices={[
                { value: 'text-left', label: t('general.alignLeft') },
                { value: 'text-justify', label: t('general.alignJustify') },
              ]}
            />
          </FormField>
          <FormField label={t('general.showTutorial')} error={shown.show_tutorial} required>
            <ChoiceSelect
              name="show_tutorial"
              value={showTutorial}
              onValueChange={setShowTutorial}
              placeholder={t('dashboard:choose')}
              choices={yesNo}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t('general.urlTutorial')} error={shown.url_tutorial} required>
          <Input name="url_tutorial" type="url" inputMode="url" value={urlTutorial} onChange={(event) => setUrlTutorial(event.target.value)} />
        </FormField>
        <FormField label={t('general.urlTutorialEn')} error={shown.url_tutorial_en} required>
          <Input name="url_tutorial_en" type="url" inputMode="url" value={urlTutorialEn} onChange={(event) => setUrlTutorialEn(event.target.value)} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={save.isPending}>
          {t('dashboard:save')}
        </Button>
      </Stack>
    </form>
  );
}

/** General settings from GET global-settings: text alignment, tutorial video on/off and its links. */
export function GeneralSettingsForm() {
  const settings = useGlobalSettings();
  if (!settings.data) return <PageSpinner minH="40" />;
  return <GeneralSettingsFields settings={settings.data} />;
}
