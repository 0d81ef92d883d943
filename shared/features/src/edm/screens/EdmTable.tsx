import { Badge, Skeleton, Table, Text, chakra } from '@portal/ui/chakra';
import { formatDate, NO_VALUE, orDash } from '@portal/ui';
import type { EdmDocument, EdmDocumentType } from '@portal/api';
import { documentLabel } from '../actions/reportOutcome';
import { documentTypeName } from '../rules/edmDocumentType';
import { statusPalette } from './statusColor';
import { TableScrollArea } from '@portal/ui';

interface EdmTableProps {
  caption: string;
  rows: readonly EdmDocument[] | undefined;
  loading: boolean;
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ticked: boolean) => void;
  /** GET /edm/type: names a document's type by its id (spec §3 gives a document only factDocumentType.id). */
  types: readonly EdmDocumentType[] | undefined;
}

const COLUMNS = ['Дата', 'Номер', 'Тип документа', 'Файл', 'Договор', 'Статус', 'Подписи', 'Комментарий'];
const SKELETON_ROWS = 8;

function signaturesText(doc: EdmDocument): string {
  if (doc.signatureInfos.length === 0) return NO_VALUE;
  return doc.signatureInfos
    .map((info) => [info.signer ?? 'Подпись', info.signDate ? formatDate(info.signDate) : null, info.vicariousId ? `МЧД ${info.vicariousId}` : null].filter(Boolean).join(', '))
    .join('; ');
}

/** One page of documents with a tick per row and one for the page; headers, a caption, skeleton rows while loading. */
export function EdmTable({ caption, rows, loading, ticked, onToggle, onToggleAll, types }: EdmTableProps) {
  const all = rows !== undefined && rows.length > 0 && rows.every((doc) => ticked.has(String(doc.id)));
  return (
    <TableScrollArea label={caption}>
      <Table.Root size="sm" interactive aria-busy={loading}>
        <Table.Caption captionSide="top" textAlign="left" fontWeight="semibold" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="2.5rem">
              <chakra.input type="checkbox" aria-label="Выбрать все документы на странице" checked={all} disabled={!rows?.length} onChange={(event) => onToggleAll(event.target.checked)} />
            </Table.ColumnHeader>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && !rows
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Row key={index} data-testid="edm-skeleton-row">
                  {Array.from({ length: COLUMNS.length + 1 }, (__, cell) => (
                    <Table.Cell key={cell}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : (rows ?? []).map((doc) => {
                const id = String(doc.id);
                const typeName = documentTypeName(doc, types);
                return (
                  <Table.Row key={id} data-selected={ticked.has(id) ? '' : undefined} data-edm-id={id} data-edm-file={doc.fileName ?? ''}>
                    <Table.Cell>
                      <chakra.input type="checkbox" aria-label={`Выбрать документ ${documentLabel(doc, types)}`} checked={ticked.has(id)} onChange={() => onToggle(id)} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{orDash(doc.date ? formatDate(doc.date) : null)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{orDash(doc.number)}</Table.Cell>
                    {/* Type, file name, signatures and comment wrap within sensible widths: every word is on screen
                        without hovering at any width (decision 0060); no column takes the room of the others. */}
                    <Table.Cell whiteSpace="normal" minW="9rem">
                      <Text maxW="14rem">{orDash(typeName)}</Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal" minW="9rem">
                      <Text maxW="16rem" overflowWrap="anywhere">
                        {orDash(doc.fileName)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{orDash(doc.contractFactNum)}</Table.Cell>
                    {/* Focus rests here after the document was created or signed (focusAfterEdmAction). */}
                    <Table.Cell tabIndex={-1} data-edm-status="">
                      {doc.status ? (
                        <Badge colorPalette={statusPalette(doc.status)} variant="subtle" whiteSpace="normal">
                          {doc.status}
                        </Badge>
                      ) : (
                        NO_VALUE
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal" minW="8rem">
                      <Text maxW="14rem">{signaturesText(doc)}</Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal" minW="10rem">
                      <Text maxW="20rem" overflowWrap="anywhere">
                        {doc.refuseReason ? `Причина отказа: ${doc.refuseReason}` : doc.comment || NO_VALUE}
                      </Text>
                      {doc.refuseReason && doc.comment ? (
                        <Text maxW="20rem" overflowWrap="anywhere" color="fg.muted" fontSize="xs">
                          {doc.comment}
                        </Text>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
