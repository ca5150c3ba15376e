import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormulaComputeAnswer, Prescriber } from '@contract/formulas-answers';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { councilLine, elementalParts, formatNumber } from '../formula-values';

/**
 * The prescription on paper (A4, one page for a typical formula): only this shows when printing;
 * the app's header, navigation, banners, the builder and toasts are hidden.
 */
const PRINT_CSS = `
.prescription { display: none; }
@media print {
  @page { size: A4; margin: 18mm 16mm; }
  html, body { background: #fff !important; color: #000 !important; }
  header, nav, aside, button, .no-print, [data-scope="toast"], #main ~ * { display: none !important; }
  #main { min-height: 0 !important; }
  .chakra-container:has(.prescription) { padding: 0 !important; max-width: none !important; }
  div:has(> #main .prescription) { display: block !important; }
  .prescription { display: block !important; font-size: 11pt; line-height: 1.4; color: #000; }
  .prescription h1 { font-size: 16pt; margin: 0 0 4pt; }
  .prescription .prescription-items li { break-inside: avoid; }
}
`;

export function PrescriptionPrintStyles() {
  return (
    <style href="nutrindex-prescription-print" precedence="default">
      {PRINT_CSS}
    </style>
  );
}

interface PrescriptionProps {
  prescriber: Prescriber | undefined;
  patientName: string;
  /** The components as named on screen, with their amounts per unit (and their form's id, to find its computed equivalent). */
  components: readonly { formId?: number; name: string; amount: number; unit: string }[];
  answer: FormulaComputeAnswer | undefined;
  notes: string;
  /** The unit of a solid dosage form ('cápsula', 'sachê', 'comprimido'), for 'Excipiente q.s.p. 1 cápsula'; absent for powders and liquids. */
  excipientUnit?: string;
  /** The day it is printed (ISO), today by default. */
  date?: string;
}

/** The prescription's content: who prescribes (name, council), for whom, when, what to compound and how to take it, and where to sign. */
export function Prescription({ prescriber, patientName, components, answer, notes, excipientUnit, date = new Date().toISOString() }: PrescriptionProps) {
  const { t, i18n } = useTranslation('formulas');
  const council = prescriber ? councilLine(prescriber) : null;
  return (
    <Box className="prescription" aria-hidden="true" data-testid="prescription">
      <PrescriptionPrintStyles />
      <Stack gap="5">
        <Box borderBottomWidth="2px" borderColor="black" pb="2">
          <Heading as="h1">{prescriber?.name ?? ''}</Heading>
          {council ? <Text>{council}</Text> : null}
          {prescriber?.contact ? <Text>{prescriber.contact}</Text> : null}
        </Box>
        <Text fontSize="14pt" fontWeight="bold" textAlign="center" letterSpacing="wide">
          {t('print.title')}
        </Text>
        <Box>
          <Text>
            <strong>{t('print.patient')}:</strong> {patientName || '_______________________________'}
          </Text>
          <Text>
            <strong>{t('print.date')}:</strong> {formatDate(date)}
          </Text>
        </Box>
        <Box>
          <Text fontWeight="bold" mb="1">
            {t('print.useOral')}
          </Text>
          <Box as="ol" ps="6" listStyleType="decimal" className="prescription-items">
            {components.map((component) => {
              // The computed equivalent only when the answer is of this very amount and unit.
              const computed = answer?.components.find((candidate) => candidate.form.id === component.formId && candidate.amount === component.amount && candidate.unit === component.unit);
              const elemental = computed ? elementalParts(computed, i18n.resolvedLanguage) : null;
              return (
                <li key={component.name}>
                  {component.name} {formatNumber(component.amount, i18n.resolvedLanguage, 3)} {component.unit}
                  {elemental ? ` (${t('results.elemental', elemental)})` : ''}
                </li>
              );
            })}
          </Box>
          {excipientUnit ? <Text ps="6">{t('print.excipient', { unit: excipientUnit })}</Text> : null}
        </Box>
        {answer ? (
          <Box>
            <Text fontWeight="bold">{t('print.compound', { quantity: answer.quantity.text })}</Text>
            <Text mt="2">{answer.posology}</Text>
          </Box>
        ) : null}
        {notes ? (
          <Box>
            <Text fontWeight="bold">{t('print.notes')}</Text>
            <Text whiteSpace="pre-line">{notes}</Text>
          </Box>
        ) : null}
        <Box pt="16" w="20rem" maxW="full" mx="auto" textAlign="center">
          <Box borderTopWidth="1px" borderColor="black" pt="1">
            <Text>{prescriber?.name ?? ''}</Text>
            {council ? <Text>{council}</Text> : null}
            <Text fontSize="9pt">{t('print.signature')}</Text>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
