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

/** One titled list of a registry's files; each name downloads the file. */
export function FileList({ title, rows, empty }: { title: string; rows: readonly FileRow[]; empty: string }) {
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
          {rows.map((row) => (
            <HStack as="li" key={row.key} gap="3" justify="space-between" borderBottomWidth="1px" borderColor="border" py="1">
              <HStack gap="2" minW="0">
                <LinkButton onClick={() => void downloadDocument(row.fileId, row.name)} aria-label={`Скачать ${row.name}`}>
                  {row.name || `Файл ${row.fileId}`}
                </LinkButton>
                {row.note}
              </HStack>
              {row.action}
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
