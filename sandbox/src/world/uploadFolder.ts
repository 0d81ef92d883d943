import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Folders not yet removed: whatever is left when the process exits goes then (a run killed by a test's end). */
const liveFolders = new Set<UploadFolder>();
let exitHookInstalled = false;

function removeLeftFolders(): void {
  for (const folder of liveFolders) folder.dispose();
}

/**
 * Where users' uploads are kept for the run: a temporary folder of its own (made at the first upload), removed when
 * the store is reset or the sandbox closes, and at the latest when the process exits. Kept on disk, not in memory, so
 * users filling their quotas do not grow the process (six users' 100 MB each exceeded the k8s API limit of 768 Mi).
 */
export class UploadFolder {
  private dir: string | undefined;

  /** The folder's path, undefined until the first upload and after dispose. */
  get location(): string | undefined {
    return this.dir;
  }

  private pathOf(id: number): string {
    if (!this.dir) {
      this.dir = mkdtempSync(path.join(os.tmpdir(), 'portal-sandbox-uploads-'));
      liveFolders.add(this);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', removeLeftFolders);
      }
    }
    return path.join(this.dir, String(id));
  }

  write(id: number, bytes: Buffer): void {
    writeFileSync(this.pathOf(id), bytes, { mode: 0o600 });
  }

  read(id: number): Buffer {
    return readFileSync(this.pathOf(id));
  }

  remove(id: number): void {
    if (this.dir) rmSync(this.pathOf(id), { force: true });
  }

  /** Removes the folder and everything in it; the folder is made again at a later upload. */
  dispose(): void {
    if (!this.dir) return;
    rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
    liveFolders.delete(this);
  }
}

