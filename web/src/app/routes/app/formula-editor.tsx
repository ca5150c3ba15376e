import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { useParams, useSearchParams } from 'react-router-dom';
import { FormulaEditorScreen } from '@/features/formulas/components/formula-editor-screen';
import { NotEvidenceOfSafety } from '@/features/interactions/components/pair-list';
import { SeverityGroups } from '@/features/interactions/components/severity-groups';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { useCanBuildFormulas } from './formulas';

/**
 * The formula's interactions, drawn as the interaction checker draws them: severity groups of cards
 * when any, and always the checker's standing line that no record is not evidence of safety.
 */
const renderInteractions = (interactions: InteractionCheckAnswer) => (
  <>
    {interactions.groups.some((group) => group.items.length > 0) ? <SeverityGroups groups={interactions.groups} onLockedClick={openPremiumModal} /> : null}
    <NotEvidenceOfSafety />
  </>
);

/** /app/formulas/nova[?modelo=ID] and /app/formulas/{id}: the builder. */
export function FormulaEditorRoute() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const model = searchParams.get('modelo');
  const templateId = model && /^[1-9]\d*$/.test(model) ? Number(model) : null;
  return (
    <FormulaEditorScreen
      key={`${id ?? 'new'}-${templateId ?? ''}`}
      id={id ?? null}
      templateId={id ? null : templateId}
      canUse={useCanBuildFormulas()}
      onSeePlans={openPremiumModal}
      renderInteractions={renderInteractions}
    />
  );
}
