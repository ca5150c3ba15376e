import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One block of the settings page, named by its heading. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={headingId} size="lg" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      {children}
    </Box>
  );
}
