import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface AuthSwitchLinkProps {
  prompt: string;
  label: string;
  to: string;
}

/** "No account yet? Sign up" style switch between login and registration. */
export function AuthSwitchLink({ prompt, label, to }: AuthSwitchLinkProps) {
  return (
    <Text mt="6" textAlign="center" color="fg.muted">
      {prompt}{' '}
      <Link asChild color="teal.fg" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </Text>
  );
}
