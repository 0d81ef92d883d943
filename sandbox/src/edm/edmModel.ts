import type { OwnerKey } from '../world/worldTypes';

export type EdmDirection = 'incoming' | 'outgoing';

/** One stored signature of a document: the envelope as the portal sent it, and who signed under which МЧД. */
export interface EdmSignature {
  signature: string;
  vicariousId: number | null;
  signer: string;
  signDate: string;
}

/** An EDM document of one demo user (CONTRACT.md "List"); its file lives in the world's file store. */
export interface EdmDoc {
  id: number;
  owner: OwnerKey;
  direction: EdmDirection;
  status: string;
  typeId: number;
  /** YYYY-MM-DD. */
  date: string;
  number: string;
  fileId: number;
  fileName: string;
  contractFactNum: string | null;
  comment: string | null;
  refuseReason: string | null;
  signatures: EdmSignature[];
}

/** The factor: the counterparty of every EDM document. */
export const FACTOR_NAME = 'ООО «Фактор-Финанс»';
