import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  heading: string;
  description?: string;
  children: ReactNode;
}

/** One block of the profile page: a titled panel, named by its heading for assistive technology. */
export function ProfileSection({ heading, description, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={headingId} size="lg" color="teal.ink">
        {heading}
      </Heading>
      {description && (
        <Text mt="1" color="fg.muted">
          {description}
        </Text>
      )}
      <Box mt="5">{children}</Box>
    </Box>
  );
}
