import type { ReactNode } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@portal/ui/chakra';
import { LinkButton } from '@portal/ui';
import { downloadDocument } from '../hooks/useDocumentActions';

export interface FileRow {
  key: string;
  fileId: string | number;
  name: string;
  /** Shown after the name (e.g. 'действителен'). */
  note?: ReactNode;
  /** An action at the end of the row (delete). */
  action?: ReactNode;
}

/**
 * One titled list of a registry's files; each name downloads the file. A file the answer names not (spec §3 gives
 * signed and original documents no name) is called `unnamed` and its place in the list, never its id.
 */
export function FileList({ title, rows, empty, unnamed }: { title: string; rows: readonly FileRow[]; empty: string; unnamed: string }) {
  const headingId = `files-${title.replace(/\s+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" mb="2" id={headingId}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="1" aria-labelledby={headingId} listStyleType="none" m="0" p="0">
          {rows.map((row, index) => {
            const name = row.name || `${unnamed} ${index + 1}`;
            return (
              <HStack as="li" key={row.key} gap="3" justify="space-between" borderBottomWidth="1px" borderColor="border" py="1">
                <HStack gap="2" minW="0">
                  <LinkButton onClick={() => void downloadDocument(row.fileId, name)} aria-label={`Скачать ${name}`}>
                    {name}
                  </LinkButton>
                  {row.note}
                </HStack>
                {row.action}
              </HStack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
