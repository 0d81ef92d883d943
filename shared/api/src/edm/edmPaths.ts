import type { EdmDirection } from './edmStatuses';

/** EDM calls of spec §7, relative to /api/ (no leading slash); the same for LKK, LKP and LKA. */
export const edmPaths = {
  list: () => 'edm/all',
  types: () => 'edm/type',
  statuses: (type: EdmDirection) => `edm/statuses/?type=${encodeURIComponent(type)}`,
  download: () => 'edm/download',
  delete: () => 'edm/delete',
  save: () => 'edm/save',
  sign: () => 'edm/sign',
  check: () => 'edm/check',
  refuse: () => 'edm/refuse',
  /** The bytes of a document's file to sign (CONTRACT.md "Signing"): the shared binary call of spec §7. */
  file: (fileId: string | number) => `binary/${encodeURIComponent(String(fileId))}`,
};

/** Multipart field names of POST /edm/save (CONTRACT.md "Create and edit"). */
export const EDM_SAVE_FIELDS = { files: 'files', documentType: 'documentType', comment: 'comment', docs: 'docs' } as const;
