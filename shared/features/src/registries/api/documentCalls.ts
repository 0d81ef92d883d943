import { downloadBlob, sendJson, uploadWithProgress, callReportingFailure } from '@portal/platform';
import type { RegistryCabinet } from '../registryCabinet';

/** POST {prefix}/{id}/documents, multipart with parts named `files` (CONTRACT.md); any 2xx is success. */
export function uploadRegistryDocuments(cabinet: RegistryCabinet, id: string | number, files: readonly File[], onProgress: (fraction: number) => void): Promise<void> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return callReportingFailure(`POST ${cabinet.apiPrefix}/{id}/documents`, () => uploadWithProgress(`${cabinet.apiPrefix}/${encodeURIComponent(String(id))}/documents`, body, { onProgress }));
}

/** DELETE {prefix}/{id}/documents/{docId}; any 2xx is success. */
export function deleteRegistryDocument(cabinet: RegistryCabinet, id: string | number, documentId: string | number): Promise<void> {
  return callReportingFailure(`DELETE ${cabinet.apiPrefix}/{id}/documents/{docId}`, () =>
    sendJson('delete', `${cabinet.apiPrefix}/${encodeURIComponent(String(id))}/documents/${encodeURIComponent(String(documentId))}`),
  );
}

/** GET binary/{id}: the file's bytes; a failure is ignored silently by the global handling (spec §8). */
export function downloadBinary(fileId: string | number): Promise<Blob> {
  return downloadBlob(`binary/${encodeURIComponent(String(fileId))}`);
}
