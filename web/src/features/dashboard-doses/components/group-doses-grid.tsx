import { Box, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { POPULATION_GROUPS, type PopulationGroup } from '@contract/doses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, type Choice } from '@/components/dashboard/choice-select';
import type { GroupText, SpanText } from '../nutrient-values';

type Block = 'intake' | 'upper' | 'anvisa' | 'usual';
/** The schema's name of each block, for the messages' paths ('groups.gestantes.upper_level.source'). */
const PATHS: Record<Block, string> = { intake: 'intake', upper: 'upper_level', anvisa: 'anvisa_max', usual: 'usual_dose' };

interface CompactFieldProps {
  label: string;
  error?: string;
  children: ReactNode;
}

/** A small labelled box of the grid, its message under it. */
function CompactField({ label, error, children }: CompactFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface GroupDosesGridProps {
  groups: Record<PopulationGroup, GroupText>;
  unit: string;
  /** The sources' keys and titles the values may cite. */
  sourceChoices: Choice[];
  /** Messages by path, as `useFormErrors('every-path')` gives them. */
  errors: Partial<Record<string, string>>;
  onChange: (group: PopulationGroup, next: GroupText, clearedPaths: string[]) => void;
}

/**
 * The eight population groups' values, one fieldset per group (its name as legend) with four
 * blocks: RDA/AI (kind, minimum, maximum, source), UL (a value, 'não determinado' or not
 * confirmed), the ANVISA maximum and the usual dose. Two columns of blocks on wide screens, one on
 * phones; every box is labelled within its group and block, and each message shows at its box.
 */
export function GroupDosesGrid({ groups, unit, sourceChoices, errors, onChange }: GroupDosesGridProps) {
  const { t } = useTranslation(['dashboard-doses', 'doses', 'dashboard']);
  const unitLabel = unit || t('dashboard-doses:grid.noUnit');
  return (
    <Stack gap="4">
      {POPULATION_GROUPS.map((group) => {
        const values = groups[group];
        const path = (block: Block, field?: string) => `groups.${group}.${PATHS[block]}${field ? `.${field}` : ''}`;
        const set = (patch: Partial<GroupText>, cleared: string[]) => onChange(group, { ...values, ...patch }, cleared);
        const spanFields = (block: 'intake' | 'upper' | 'usual', span: SpanText, key: 'intake' | 'upper' | 'usual') => (
          <SimpleGrid columns={3} gap="2">
            <CompactField label={t('dashboard-doses:grid.low', { unit: unitLabel })} error={errors[path(block, 'low')]}>
              <Input size="sm" inputMode="decimal" value={span.low} onChange={(event) => set({ [key]: { ...span, low: event.target.value } }, [path(block, 'low'), path(block)])} />
            </CompactField>
            <CompactField label={t('dashboard-doses:grid.high', { unit: unitLabel })} error={errors[path(block, 'high')]}>
              <Input size="sm" inputMode="decimal" value={span.high} placeholder={span.low} onChange={(event) => set({ [key]: { ...span, high: event.target.value } }, [path(block, 'high'), path(block)])} />
            </CompactField>
            <CompactField label={t('dashboard-doses:grid.source')} error={errors[path(block, 'source')]}>
              <ChoiceSelect
                name={`${group}-${key}-source`}
                value={span.source}
                onValueChange={(source) => set({ [key]: { ...span, source } }, [path(block, 'source'), path(block)])}
                placeholder={t('dashboard:choose')}
                choices={sourceChoices}
              />
            </CompactField>
          </SimpleGrid>
        );
        return (
          <Box as="fieldset" key={group} borderWidth="1px" borderColor="teal.line" borderRadius="md" p="3" minW="0">
            <Box as="legend" px="1" fontWeight="semibold">
              {t(`doses:populationGroups.${group}`)}
            </Box>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <Box as="fieldset" minW="0">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                  {t('doses:columns.intake')}
                </Text>
                <Stack gap="2">
                  <CompactField label={t('dashboard-doses:grid.kind')} error={errors[path('intake', 'kind')] ?? errors[path('intake')]}>
                    <ChoiceSelect
                      name={`${group}-intake-kind`}
                      value={values.intakeKind}
                      onValueChange={(intakeKind) => set({ intakeKind }, [path('intake', 'kind'), path('intake')])}
                      placeholder={t('dashboard-doses:grid.notConfirmed')}
                      choices={[
                        { value: 'RDA', label: t('dashboard-doses:grid.rda') },
                        { value: 'AI', label: t('dashboard-doses:grid.ai') },
                      ]}
                    />
                  </CompactField>
                  {spanFields('intake', values.intake, 'intake')}
                </Stack>
              </Box>
              <Box as="fieldset" minW="0">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                  {t('doses:columns.upper_level')}
                </Text>
                <Stack gap="2">
                  <CompactField label={t('dashboard-doses:grid.upperKind')} error={errors[path('upper', 'kind')] ?? errors[path('upper')]}>
                    <ChoiceSelect
                      name={`${group}-upper-kind`}
                      value={values.upperKind}
                      onValueChange={(upperKind) => set({ upperKind }, [path('upper', 'kind'), path('upper')])}
                      placeholder={t('dashboard-doses:grid.notConfirmed')}
                      choices={[
                        { value: 'value', label: t('dashboard-doses:grid.upperValue') },
                        { value: 'not_determined', label: t('dashboard-doses:grid.notDetermined') },
                      ]}
                    />
                  </CompactField>
                  {values.upperKind === 'value' && spanFields('upper', values.upper, 'upper')}
                  {values.upperKind === 'not_determined' && (
                    <CompactField label={t('dashboard-doses:grid.source')} error={errors[path('upper', 'source')]}>
                      <ChoiceSelect
                        name={`${group}-upper-source`}
                        value={values.upper.source}
                        onValueChange={(source) => set({ upper: { ...values.upper, source } }, [path('upper', 'source'), path('upper')])}
                        placeholder={t('dashboard:choose')}
                        choices={sourceChoices}
                      />
                    </CompactField>
                  )}
                </Stack>
              </Box>
              <Box as="fieldset" minW="0">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                  {t('doses:columns.anvisa_max')}
                </Text>
                <SimpleGrid columns={2} gap="2">
                  <CompactField label={t('dashboard-doses:grid.value', { unit: unitLabel })} error={errors[path('anvisa', 'value')] ?? errors[path('anvisa')]}>
                    <Input
                      size="sm"
                      inputMode="decimal"
                      value={values.anvisa.value}
                      onChange={(event) => set({ anvisa: { ...values.anvisa, value: event.target.value } }, [path('anvisa', 'value'), path('anvisa')])}
                    />
                  </CompactField>
                  <CompactField label={t('dashboard-doses:grid.source')} error={errors[path('anvisa', 'source')]}>
                    <ChoiceSelect
                      name={`${group}-anvisa-source`}
                      value={values.anvisa.source}
                      onValueChange={(source) => set({ anvisa: { ...values.anvisa, source } }, [path('anvisa', 'source'), path('anvisa')])}
                      placeholder={t('dashboard:choose')}
                      choices={sourceChoices}
                    />
                  </CompactField>
                </SimpleGrid>
              </Box>
              <Box as="fieldset" minW="0">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                  {t('doses:columns.usual_dose')}
                </Text>
                {spanFields('usual', values.usual, 'usual')}
              </Box>
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}
