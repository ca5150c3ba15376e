import { NativeSelect } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEducations } from '../api/get-educations';
import { logUnexpected } from '@/lib/log-unexpected';

interface EducationSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  autoFocus?: boolean;
}

/** Education options from GET /education; spec section 8: a failed load is silent (logged only). */
export const EducationSelect = forwardRef<HTMLSelectElement, EducationSelectProps>(function EducationSelect(
  { value, onValueChange, autoFocus },
  ref,
) {
  const { t } = useTranslation('auth');
  const educations = useEducations();
  if (educations.isError) logUnexpected('register', 'could not load education options', educations.error);
  const loading = educations.isPending;
  return (
    <NativeSelect.Root disabled={loading} aria-busy={loading}>
      <NativeSelect.Field
        ref={ref}
        name="education_id"
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="" disabled>
          {loading ? t('register.steps.education.loading') : t('register.steps.education.placeholder')}
        </option>
        {educations.data?.map((education) => (
          <option key={education.id} value={String(education.id)}>
            {education.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
