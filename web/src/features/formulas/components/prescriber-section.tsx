import { Box, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrescriber } from '../api/formulas';
import { councilLine } from '../formula-values';
import { PrescriberFields } from './prescriber-fields';

/** The profile's 'Registro profissional': the council registration printed on prescriptions. */
export function PrescriberSection() {
  const { t } = useTranslation('formulas');
  const headingId = useId();
  const prescriber = usePrescriber();
  const line = prescriber.data ? councilLine(prescriber.data) : null;
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={headingId} size="lg" color="teal.ink">
        {t('prescriber.heading')}
      </Heading>
      <Text mt="1" color="fg.muted">
        {line ? t('prescriber.current', { line }) : t('prescriber.text')}
      </Text>
      <Box mt="5">
        {prescriber.isPending ? (
          // About the form's height (three fields stacked on a phone, in a row from `sm`), so it does not move the page when it comes.
          <Skeleton h={{ base: '17rem', sm: '7.5rem' }} />
        ) : prescriber.isError ? (
          <Text color="fg.error">{t('prescriber.loadFailed')}</Text>
        ) : (
          <PrescriberFields key={line ?? 'none'} prescriber={prescriber.data} submitLabel={t('prescriber.save')} />
        )}
      </Box>
    </Box>
  );
}
