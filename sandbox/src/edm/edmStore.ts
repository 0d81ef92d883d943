import type { World } from '../world/world';
import type { OwnerKey } from '../world/worldTypes';
import type { EdmDoc } from './edmModel';
import { seedEdm } from './edmSeed';

/**
 * The EDM documents of the run. Seeded from the world and seeded again whenever the world was reset (its file store
 * is then a new one), so POST /__sandbox/reset needs no extra wiring and file ids never dangle.
 */
export class EdmStore {
  private docs = new Map<number, EdmDoc>();
  private seededFor: unknown = null;
  private nextId = 70_001;

  constructor(private readonly world: World) {}

  private current(): Map<number, EdmDoc> {
    if (this.seededFor !== this.world.files) {
      this.nextId = 70_001;
      this.docs = new Map(seedEdm(this.world, () => this.nextId++).map((doc) => [doc.id, doc]));
      this.seededFor = this.world.files;
    }
    return this.docs;
  }

  /** Every user's documents (the test controls rewrite them). */
  all(): EdmDoc[] {
    return [...this.current().values()];
  }

  of(owner: OwnerKey): EdmDoc[] {
    return [...this.current().values()].filter((doc) => doc.owner === owner);
  }

  /** The owner's document, or undefined (another user's is as good as missing). */
  ownedBy(owner: OwnerKey, id: number): EdmDoc | undefined {
    const doc = this.current().get(id);
    return doc && doc.owner === owner ? doc : undefined;
  }

  add(doc: Omit<EdmDoc, 'id'>): EdmDoc {
    const docs = this.current();
    const stored = { ...doc, id: this.nextId++ };
    docs.set(stored.id, stored);
    return stored;
  }

  remove(id: number): void {
    this.current().delete(id);
  }
}

const stores = new WeakMap<World, EdmStore>();

/** The EDM documents of this world: one store for the run (it seeds itself again after a reset of the world). */
export function edmStoreOf(world: World): EdmStore {
  let store = stores.get(world);
  if (!store) {
    store = new EdmStore(world);
    stores.set(world, store);
  }
  return store;
}
