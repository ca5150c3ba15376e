import { Stack, Text } from '@chakra-ui/react';
import type { FormBasisKey } from '@contract/doses';
import { formNumbers } from '@chemistry/form-numbers';
import { parseFormula } from '@chemistry/formula';
import { formulaFault, type FormulaFault } from '@chemistry/formula-problem';
import { useTranslation } from 'react-i18next';
import { formatFormula, formatNumber, formatPercent } from '@/lib/dose-format';

/** The nutrient a form counts toward, as the preview needs it. */
export interface PreviewNutrient {
  name: string;
  element: string | null;
}

interface FormulaPreviewProps {
  formula: string;
  basis: FormBasisKey | null;
  moietyFormula: string;
  nutrient: PreviewNutrient | null;
}

/** Whether a formula that parses holds the element (the fraction is null otherwise, and says why). */
const lacksElement = (formula: string, element: string) => !(parseFormula(formula) as Record<string, number | undefined>)[element];

/**
 * What the API will compute from the formula, as it is typed: the formula as printed, its molar mass
 * and the share counted as the nutrient, with the same parser and calculation as the server
 * (`@chemistry`). A symbol that names no element is flagged here, before saving.
 */
export function FormulaPreview({ formula, basis, moietyFormula, nutrient }: FormulaPreviewProps) {
  const { t, i18n } = useTranslation('dashboard-doses');
  const language = i18n.resolvedLanguage;
  const typed = formula.trim();
  const moiety = moietyFormula.trim();
  const fault = typed ? formulaFault(typed) : null;
  const moietyFault = basis === 'moiety' && moiety ? formulaFault(moiety) : null;
  const worded = (found: FormulaFault) => (found.kind === 'unknown_element' ? t('forms.unknownElement', { symbol: found.symbol }) : t('forms.malformed'));
  if (fault) {
    return (
      <Text fontSize="sm" color="fg.error" fontWeight="medium" data-testid="formula-problem">
        {worded(fault)}
      </Text>
    );
  }
  const numbers = formNumbers({ formula: typed || null, basis, moiety_formula: moiety || null }, nutrient);
  const why = (): string => {
    if (moietyFault) return t('forms.moietyProblem', { problem: worded(moietyFault) });
    if (!nutrient || !basis) return t('forms.previewNoCounting');
    if (!typed) return t('forms.previewNeedsFormula');
    if (basis === 'element' && !nutrient.element) return t('forms.previewNoElement', { nutrient: nutrient.name });
    if (basis === 'element' && nutrient.element && lacksElement(typed, nutrient.element)) return t('forms.previewLacks', { element: nutrient.element });
    return t('forms.previewNoMoiety');
  };
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="formula-numbers">
      {typed ? (
        <Text>
          <Text as="span" fontFamily="mono" fontSize="md" data-testid="formula-preview">
            {formatFormula(typed)}
          </Text>
          {numbers.molar_mass !== null && ` · ${t('forms.previewMolarMass', { value: formatNumber(numbers.molar_mass, language, 2) })}`}
        </Text>
      ) : (
        <Text color="fg.muted" data-testid="formula-preview">
          {t('forms.noFormula')}
        </Text>
      )}
      {numbers.fraction !== null && nutrient ? (
        <Text data-testid="fraction-preview">
          {t('forms.previewFraction', { percent: formatPercent(numbers.fraction, language), nutrient: nutrient.name, basis: t(`forms.bases.${basis ?? 'none'}.label`) })}
        </Text>
      ) : (
        <Text color={moietyFault ? 'fg.error' : 'fg.muted'} data-testid="fraction-preview">
          {why()}
        </Text>
      )}
    </Stack>
  );
}
