import { Badge, Button, Table } from '@portal/ui/chakra';
import { DialogFrame, orDash } from '@portal/ui';
import type { EdmCheckResult, EdmDocument, EdmDocumentType } from '@portal/api';
import { documentLabel } from '../actions/reportOutcome';

interface CheckResultsDialogProps {
  results: readonly EdmCheckResult[] | null;
  docs: readonly EdmDocument[];
  /** GET /edm/type, to name a document without number or file by its type (documentLabel). */
  types?: readonly EdmDocumentType[];
  onClose: () => void;
}

/** POST /edm/check's answer per document: valid or not, and why. */
export function CheckResultsDialog({ results, docs, types, onClose }: CheckResultsDialogProps) {
  const labelOf = (edmId: string | number) => {
    const doc = docs.find((candidate) => String(candidate.id) === String(edmId));
    // A result for a document not on the page (the server answered another id) cannot be named.
    return doc ? documentLabel(doc, types) : 'Документ не из списка';
  };
  return (
    <DialogFrame
      open={results !== null}
      title="Проверка подписи"
      width="settings"
      onClose={onClose}
      testId="edm-check-dialog"
      footer={
        <Button variant="outline" onClick={onClose}>
          Закрыть
        </Button>
      }
    >
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="left">
          Результаты проверки
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Документ</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Результат</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Пояснение</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(results ?? []).map((result) => (
            <Table.Row key={String(result.edmId)}>
              <Table.Cell>{labelOf(result.edmId)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={result.valid ? 'green' : 'red'} variant="subtle">
                  {result.valid ? 'Действительна' : 'Не подтверждена'}
                </Badge>
              </Table.Cell>
              <Table.Cell>{orDash(result.message)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </DialogFrame>
  );
}
