import type { OwnerKey, StoredFile } from './worldTypes';

/** Files kept by the back end (registry documents, uploads, generated registries), answered by GET /binary/{id}. */
export class FileStore {
  private readonly files = new Map<number, StoredFile>();
  private nextId = 50_001;

  add(owner: OwnerKey, name: string, contentType: string, content: StoredFile['content']): StoredFile {
    const file: StoredFile = { id: this.nextId, owner, name, contentType, content };
    this.nextId += 1;
    this.files.set(file.id, file);
    return file;
  }

  /** The owner's file, or undefined (another user's file is as good as missing). */
  ownedBy(owner: OwnerKey, id: number): StoredFile | undefined {
    const file = this.files.get(id);
    return file && file.owner === owner ? file : undefined;
  }

  bytesOf(file: StoredFile): Buffer {
    if (typeof file.content === 'function') file.content = file.content();
    return file.content;
  }

  remove(id: number): void {
    this.files.delete(id);
  }
}
