import { Box, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface ImageFieldProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The stored image shown until another file is chosen (edit mode). */
  currentUrl?: string;
}

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/** A file input with a preview of the chosen (or current) image. Use inside a FormField. */
export function ImageField({ file, onFileChange, currentUrl }: ImageFieldProps) {
  const { t } = useTranslation('dashboard');
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  const shown = previewUrl ?? currentUrl;
  return (
    <Stack gap="2" width="full">
      <Input
        type="file"
        name="image"
        accept={ACCEPTED}
        p="1.5"
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
      {shown ? (
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted" maxW="xs">
          <Image src={shown} alt={t('image.preview')} maxH="40" objectFit="contain" mx="auto" />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('image.none')}
        </Text>
      )}
    </Stack>
  );
}
