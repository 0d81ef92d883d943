import { saveFile } from '@portal/platform';
import { useQuery } from '@portal/ui/query';
import { Button, HStack, Stack, Text } from '@portal/ui/chakra';
import { LinkButton } from '@portal/ui';
import { failureReason } from './failureReason';
import type { DocumentTemplate } from '@portal/api';
import { SETTINGS_QUERY_KEYS, settingsApi } from './settingsApi';
import { SettingsSection } from './SettingsSection';

async function download(template: DocumentTemplate): Promise<void> {
  try {
    saveFile(await settingsApi.downloadTemplate(template.id), template.fileName);
  } catch {
    // Spec §8: a failed file download is ignored silently.
  }
}

/** GET /documentTemplate, each downloaded with GET /documentTemplate/download/{id} as a file; a failed list offers a retry. */
export function DocumentTemplatesSection() {
  const templates = useQuery({ queryKey: SETTINGS_QUERY_KEYS.templates, queryFn: settingsApi.documentTemplates });
  return (
    <SettingsSection title="Шаблоны документов" testId="document-templates">
      {templates.isPending ? <Text color="fg.muted">Загрузка...</Text> : null}
      {templates.error ? (
        <HStack>
          <Text role="alert" color="fg.error">
            Не удалось загрузить шаблоны. {failureReason(templates.error)}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void templates.refetch()}>
            Повторить
          </Button>
        </HStack>
      ) : null}
      <Stack gap="1" align="start">
        {(templates.data ?? []).map((template) => (
          <LinkButton key={template.id} color="blue.fg" onClick={() => void download(template)}>
            {template.name}
          </LinkButton>
        ))}
      </Stack>
    </SettingsSection>
  );
}
