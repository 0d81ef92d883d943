import { saveFile } from '@portal/platform';
import { useQuery } from '@portal/ui/query';
import type { DocumentTemplate } from '@portal/api';
import { Box, Heading, Stack, Text } from '@portal/ui/chakra';
import { Download } from '@portal/ui/icons';
import { DOCUMENT_TEMPLATES_KEY, downloadDocumentTemplate, fetchDocumentTemplates, LinkButton, LoadFailure, TableSkeleton } from '@portal/ui';

async function download(template: DocumentTemplate): Promise<void> {
  try {
    saveFile(await downloadDocumentTemplate(template.id), template.fileName);
  } catch {
    // spec §8: a failed file download is ignored silently
  }
}

/** The settings' document templates (GET /documentTemplate), also here where a client looks for forms and samples. */
export function DocumentTemplatesPanel() {
  const templates = useQuery({ queryKey: DOCUMENT_TEMPLATES_KEY, queryFn: fetchDocumentTemplates });
  return (
    <Box as="section" aria-labelledby="tariff-templates">
      <Heading as="h2" size="md" id="tariff-templates" mb="3">
        Шаблоны документов
      </Heading>
      {templates.isPending ? (
        <TableSkeleton label="Загрузка шаблонов" rows={2} />
      ) : templates.isError ? (
        <LoadFailure what="шаблоны документов" onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <Text color="fg.muted">Шаблонов нет.</Text>
      ) : (
        <Stack gap="1" align="start">
          {templates.data.map((template) => (
            <LinkButton key={template.id} onClick={() => void download(template)} aria-label={`Скачать шаблон: ${template.name}`}>
              <Download aria-hidden />
              {template.name}
            </LinkButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}
