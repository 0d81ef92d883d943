import { edmTypeName } from './edmDocumentTypes';
import { FACTOR_NAME, type EdmDoc } from './edmModel';

/**
 * A document as POST /edm/all answers it (CONTRACT.md "List"). Where the spec is silent the answer varies by id,
 * deterministically (ARCHITECTURE rule 8): some ids and file ids as strings, an extra field or two.
 */
export function edmDocAnswer(doc: EdmDoc): Record<string, unknown> {
  const asString = doc.id % 5 === 0;
  return {
    id: asString ? String(doc.id) : doc.id,
    date: doc.date,
    fileId: asString ? String(doc.fileId) : doc.fileId,
    fileName: doc.fileName,
    number: doc.number,
    status: doc.status,
    factDocumentType: { id: doc.typeId, name: edmTypeName(doc.typeId) },
    contractFactNum: doc.contractFactNum,
    comment: doc.comment,
    refuseReason: doc.refuseReason,
    signatureInfos: doc.signatures.map(({ vicariousId, signer, signDate }) => ({ vicariousId, signer, signDate })),
    check: false,
    counterparty: FACTOR_NAME,
    direction: doc.direction,
    ...(doc.id % 7 === 0 ? { externalGuid: `edm-${doc.id}` } : {}),
  };
}
