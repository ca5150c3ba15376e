import { useTranslation } from 'react-i18next';
import { MarkBadge } from './mark-badge';
import { SEVERITY_PALETTE, type Severity } from './severity';

/** 'Grave', 'Moderada', 'Leve' on a wash of its colour; the word carries the meaning, the colour only repeats it. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation('evidence');
  return (
    <MarkBadge mark={severity} palette={SEVERITY_PALETTE} className="severity-badge">
      {t(`severity.${severity}`)}
    </MarkBadge>
  );
}
