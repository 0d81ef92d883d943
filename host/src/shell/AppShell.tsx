import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';

/** The frame around every signed-in page: header on top, the routed page (often a cabinet remote) below. */
export function AppShell() {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
