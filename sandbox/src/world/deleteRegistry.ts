import type { World } from './world';
import type { Registry } from './worldTypes';

/** DELETE /common/delete/{id}: the registry, its files and documents go; its supplies are free again. */
export function deleteRegistry(world: World, registry: Registry): void {
  for (const doc of [...registry.documents, ...registry.origDocuments, ...registry.documentsForSigning, ...registry.signedDocs]) world.files.remove(doc.fileId);
  world.supplies.release(registry.id);
  world.registries.delete(registry.id);
}
