import type { ReactNode } from 'react';
import { Box, Flex } from '../kit/chakra';
import type { MenuItem } from './menuItem';
import { SideMenu } from './SideMenu';
import { CONTENT_HEIGHT } from './sizes';

export interface CabinetLayoutProps {
  menu: readonly MenuItem[];
  version?: string;
  children: ReactNode;
}

/** Side menu on the left, the page on the right; together they fill the screen below the host's header. */
export function CabinetLayout({ menu, version, children }: CabinetLayoutProps) {
  return (
    <Flex height={CONTENT_HEIGHT} minHeight="0" data-testid="cabinet-layout">
      <SideMenu items={menu} version={version} />
      <Box flex="1" minWidth="0" overflow="auto" px="6" py="4" data-testid="cabinet-content">
        {children}
      </Box>
    </Flex>
  );
}
