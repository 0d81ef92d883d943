import type { World } from '../world/world';
import { REGISTRY_STATUS_NAMES, type OwnerKey, type Registry } from '../world/worldTypes';
import type { ListFilter, RegistrySortField } from './listFilterCheck';
import { listItem } from './registryAnswers';

type Compare = (a: Registry, b: Registry) => number;

const collator = new Intl.Collator('ru', { numeric: true });

function comparator(world: World, field: RegistrySortField): Compare {
  switch (field) {
    case 'number':
      return (a, b) => collator.compare(a.number, b.number);
    case 'status':
      return (a, b) => collator.compare(REGISTRY_STATUS_NAMES[a.statusCode], REGISTRY_STATUS_NAMES[b.statusCode]);
    case 'amount':
      return (a, b) => world.supplies.amountOf(a.id) - world.supplies.amountOf(b.id);
    case 'debtor':
      return (a, b) => collator.compare(world.debtor(a.debtorId).name, world.debtor(b.debtorId).name);
    case 'create_date':
      return (a, b) => a.createDate.localeCompare(b.createDate);
  }
}

/** The owner's registries filtered by source and category, sorted on the server (ties by id) and paged. */
export function listRegistries(world: World, owner: OwnerKey, filter: ListFilter) {
  const compare = comparator(world, filter.sortBy);
  const direction = filter.sortDesc ? -1 : 1;
  const matching = world
    .registriesOf(owner)
    .filter((registry) => (filter.source ? registry.source === filter.source : true) && (filter.category ? registry.category === filter.category : true))
    .sort((a, b) => direction * (compare(a, b) || a.id - b.id));
  const page = filter.pagination ? matching.slice(filter.page * filter.size, (filter.page + 1) * filter.size) : matching;
  return { total: matching.length, items: page.map((registry) => listItem(world, registry)) };
}
