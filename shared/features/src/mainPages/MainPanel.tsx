import type { ReactNode } from 'react';
import { Box, Heading, HStack, Link } from '@portal/ui/chakra';
import { Link as RouterLink } from '@portal/ui/router';

interface MainPanelProps {
  id: string;
  title: string;
  /** "All of them" link to the full page, if there is one. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** One titled block of a main page, with a link to its full section. */
export function MainPanel({ id, title, more, children }: MainPanelProps) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {more ? (
          <Link asChild color="fg" textDecoration="underline" fontSize="sm">
            <RouterLink to={more.to}>{more.label}</RouterLink>
          </Link>
        ) : null}
      </HStack>
      {children}
    </Box>
  );
}
