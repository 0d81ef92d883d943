import { Link, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from './menuItem';

/** A side-menu entry; NavLink marks the current section with aria-current="page", which styles it. */
export function SideMenuLink({ item }: { item: MenuItem }) {
  const Icon = item.icon;
  return (
    <Link
      asChild
      variant="plain"
      display="flex"
      alignItems="center"
      gap="3"
      px="4"
      py="2.5"
      color="fg"
      textDecoration="none"
      borderLeftWidth="3px"
      borderLeftColor="transparent"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary', outlineOffset: '-2px' }}
      _currentPage={{ bg: 'bg.emphasized', color: 'brand.primary', fontWeight: 'semibold', borderLeftColor: 'brand.primary' }}
    >
      <NavLink to={item.path}>
        <Icon size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text as="span" truncate>
          {item.label}
        </Text>
      </NavLink>
    </Link>
  );
}
