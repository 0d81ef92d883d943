import { UploadFolder } from './uploadFolder';
import type { OwnerKey, StoredFile } from './worldTypes';

/** A user's uploads: count and bytes. */
export interface UploadTotals {
  files: number;
  bytes: number;
}

/** The user an owner key names ("multi/LKA" → "multi"): upload quotas are per user, all cabinets together. */
function userOf(owner: OwnerKey): string {
  const slash = owner.indexOf('/');
  return slash < 0 ? owner : owner.slice(0, slash);
}

/** Files kept by the back end (registry documents, uploads, generated registries), answered by GET /binary/{id}. */
export class FileStore {
  private readonly files = new Map<number, StoredFile>();
  /** Files users sent (counted against the upload quotas), as opposed to seeded or generated ones: id → bytes. */
  private readonly uploads = new Map<number, number>();
  private readonly uploadTotals = new Map<string, UploadTotals>();
  /** Uploads' bytes live on disk, read when asked for (uploadFolder.ts). */
  readonly folder = new UploadFolder();
  private nextId = 50_001;

  add(owner: OwnerKey, name: string, contentType: string, content: StoredFile['content']): StoredFile {
    const file: StoredFile = { id: this.nextId, owner, name, contentType, content };
    this.nextId += 1;
    this.files.set(file.id, file);
    return file;
  }

  /** A file a user sent: kept on disk, read when asked for, and counted against the user's upload quota. */
  addUpload(owner: OwnerKey, name: string, contentType: string, content: Buffer): StoredFile {
    const id = this.nextId;
    this.folder.write(id, content);
    const file = this.add(owner, name, contentType, () => this.folder.read(id));
    this.uploads.set(file.id, content.length);
    const totals = this.uploadsOf(owner);
    this.uploadTotals.set(userOf(owner), { files: totals.files + 1, bytes: totals.bytes + content.length });
    return file;
  }

  /** What the owner's user has uploaded and still keeps (every cabinet of the user together). */
  uploadsOf(owner: OwnerKey): UploadTotals {
    return this.uploadTotals.get(userOf(owner)) ?? { files: 0, bytes: 0 };
  }

  isUpload(file: StoredFile): boolean {
    return this.uploads.has(file.id);
  }

  /** The owner's file, or undefined (another user's file is as good as missing). */
  ownedBy(owner: OwnerKey, id: number): StoredFile | undefined {
    const file = this.files.get(id);
    return file && file.owner === owner ? file : undefined;
  }

  /** Any owner's file (the store's own bookkeeping; routes use ownedBy). */
  byId(id: number): StoredFile | undefined {
    return this.files.get(id);
  }

  /** The file's bytes: an upload's read from disk each time (never kept), a seeded file's made once and kept. */
  bytesOf(file: StoredFile): Buffer {
    if (this.uploads.has(file.id) && typeof file.content === 'function') return file.content();
    if (typeof file.content === 'function') file.content = file.content();
    return file.content;
  }

  /** The file's size in bytes, without reading an upload from disk. */
  sizeOf(file: StoredFile): number {
    return this.uploads.get(file.id) ?? this.bytesOf(file).length;
  }

  /** Removes the uploads' folder (a reset or the sandbox's close). */
  dispose(): void {
    this.folder.dispose();
  }

  remove(id: number): void {
    const file = this.files.get(id);
    const bytes = this.uploads.get(id);
    if (file && bytes !== undefined) {
      const totals = this.uploadsOf(file.owner);
      this.uploadTotals.set(userOf(file.owner), { files: totals.files - 1, bytes: totals.bytes - bytes });
      this.uploads.delete(id);
      this.folder.remove(id);
    }
    this.files.delete(id);
  }
}
