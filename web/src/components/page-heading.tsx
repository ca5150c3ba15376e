import { Heading } from '@chakra-ui/react';
import { usePageTitle } from '@/hooks/use-page-title';

interface PageHeadingProps {
  title: string;
}

/** The page's h1, which also names the browser tab. */
export function PageHeading({ title }: PageHeadingProps) {
  usePageTitle(title);
  return (
    <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="teal.ink" mb="6">
      {title}
    </Heading>
  );
}
