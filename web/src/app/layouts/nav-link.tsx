import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';

interface NavLinkProps {
  to: string;
  end?: boolean;
  children: ReactNode;
}

/** A router NavLink styled by Chakra; the current page is marked with aria-current. */
export function NavLink({ to, end, children }: NavLinkProps) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      color="fg.muted"
      whiteSpace="nowrap"
      textDecoration="none"
      _hover={{ bg: 'teal.wash', color: 'teal.inkSoft' }}
      _currentPage={{ bg: 'teal.wash', color: 'teal.inkSoft', fontWeight: 'semibold' }}
    >
      <RouterNavLink to={to} end={end}>
        {children}
      </RouterNavLink>
    </Link>
  );
}
