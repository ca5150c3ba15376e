import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/components/offline-banner';
import { PageHeading } from '@/components/page-heading';
import { useFormula, useFormulaTemplates } from '../api/formulas';
import { emptyValues, valuesOfSaved, valuesOfTemplate } from '../formula-values';
import { FormulaBuilder } from './formula-builder';
import { PremiumCall } from './premium-call';

interface FormulaEditorScreenProps {
  /** The saved formula's id; null for a new one. */
  id: string | null;
  /** ?modelo=ID: a 'Nutra Fórmula' to start from (new formulas only). */
  templateId: number | null;
  /** Premium (or admin): the builder; anyone else meets the call to action. */
  canUse: boolean;
  onSeePlans: () => void;
  renderInteractions: (interactions: InteractionCheckAnswer) => ReactNode;
}

function BuilderSkeleton() {
  return (
    <Stack gap="4" aria-hidden="true">
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="32" />
      <Skeleton h="20" />
    </Stack>
  );
}

/**
 * /app/formulas/nova[?modelo=ID] and /app/formulas/{id}: the builder, started empty, from a template
 * or from the saved formula (loaded afresh each time; offline, the copy saved when it was last opened,
 * read-only). A reload after an edit conflict starts the builder again from the stored formula.
 */
export function FormulaEditorScreen({ id, templateId, canUse, onSeePlans, renderInteractions }: FormulaEditorScreenProps) {
  const { t } = useTranslation('formulas');
  const online = useOnline();
  const loaded = useFormula(canUse ? id : null);
  const templates = useFormulaTemplates(canUse && id === null && templateId !== null);
  const [generation, setGeneration] = useState(0);
  const saved = loaded.data;
  const template = templateId !== null ? templates.data?.find((item) => item.id === templateId) : undefined;

  const title = id === null ? t('editor.createTitle') : saved ? saved.name : t('editor.editTitle');
  if (!canUse) {
    return (
      <>
        <PageHeading title={t('editor.createTitle')} />
        <PremiumCall onSeePlans={onSeePlans} />
      </>
    );
  }
  let body: ReactNode;
  if (id !== null) {
    if (loaded.isPending) body = <BuilderSkeleton />;
    else if (!saved) body = <Text color="fg.error">{online ? t('editor.loadFailed') : t('editor.notSavedOffline')}</Text>;
    else
      body = (
        <FormulaBuilder
          key={`${saved.revision}-${generation}`}
          saved={saved}
          initial={valuesOfSaved(saved)}
          readOnly={!online}
          renderInteractions={renderInteractions}
          onReload={() => void loaded.refetch().then(() => setGeneration((current) => current + 1))}
        />
      );
  } else if (templateId !== null && templates.isPending) {
    body = <BuilderSkeleton />;
  } else if (!online) {
    body = <Text color="fg.muted">{t('editor.newOffline')}</Text>;
  } else {
    body = (
      <>
        {templateId !== null && !template ? <Text color="fg.error" mb="4">{t('template.notFound')}</Text> : null}
        <FormulaBuilder
          key={template ? `template-${template.id}` : 'new'}
          saved={undefined}
          initial={template ? valuesOfTemplate(template) : emptyValues()}
          unmapped={template?.unmapped}
          readOnly={false}
          renderInteractions={renderInteractions}
          onReload={() => undefined}
        />
      </>
    );
  }
  return (
    <>
      {/* The app's heading names the formula on screen; the printed prescription has its own. */}
      <Box className="no-print">
        <PageHeading title={title} />
      </Box>
      {body}
    </>
  );
}
