import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@portal/ui/chakra';

/** One titled block of the settings dialog. */
export function SettingsSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" aria-label={title} data-testid={testId} borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}
