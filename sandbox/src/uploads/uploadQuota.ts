import { HttpError } from '../api/httpError';
import type { World } from '../world/world';
import type { OwnerKey, StoredFile } from '../world/worldTypes';
import { russianSize } from './uploadLimits';

/** No more than `limit` files in one call (400). */
export function checkFilesPerCall(files: readonly unknown[], limit: number): void {
  if (files.length > limit) throw new HttpError(400, `Не более ${limit} файлов за раз`);
}

/** An object (registry, requirement) holding `held` files takes `adding` more only within `limit` (400). */
export function checkFilesPerObject(held: number, adding: number, limit: number, text: (limit: number) => string): void {
  if (held + adding > limit) throw new HttpError(400, text(limit));
}

export const REGISTRY_FULL_TEXT = (limit: number) => `К реестру можно приложить не более ${limit} документов`;
export const REQUIREMENT_FULL_TEXT = (limit: number) => `К требованию можно приложить не более ${limit} файлов`;

/**
 * What the owner's user keeps after this upload stays within the per-user limits: the count of files
 * (400) and their bytes (413, the spec's status for a request too large). `replacing` is a stored file the upload
 * replaces (an EDM document's edit).
 */
export function checkUserQuota(world: World, owner: OwnerKey, files: readonly { size: number }[], replacing?: StoredFile): void {
  const limits = world.uploadLimits;
  const used = world.files.uploadsOf(owner);
  const freed = replacing && world.files.isUpload(replacing) ? { files: 1, bytes: world.files.sizeOf(replacing) } : { files: 0, bytes: 0 };
  if (used.files - freed.files + files.length > limits.filesPerUser) {
    throw new HttpError(400, `Загружено слишком много файлов: не более ${limits.filesPerUser} на пользователя. Удалите ненужные документы`);
  }
  const adding = files.reduce((sum, file) => sum + file.size, 0);
  if (used.bytes - freed.bytes + adding > limits.bytesPerUser) {
    throw new HttpError(413, `Превышен объём загруженных файлов: не более ${russianSize(limits.bytesPerUser)} на пользователя. Удалите ненужные документы`);
  }
}
