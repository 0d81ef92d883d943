import { simplePdf, updXml } from './documentContent';
import type { SeededRandom } from './seededRandom';
import type { SeedTarget } from './seedTarget';
import type { SupplyBatch } from './supplyBatch';
import { addDays, russianDate, WORLD_TODAY } from './worldCalendar';
import { type Contract, type Registry, type RegistryCategory, type RegistrySource, type RegistryStatusCode } from './worldTypes';

export interface RegistrySeed {
  id: number;
  contract: Contract;
  category: RegistryCategory;
  source: RegistrySource;
  statusCode: RegistryStatusCode;
  createDate: string;
  supplyCount: number;
  random: SeededRandom;
  batch?: Pick<SupplyBatch, 'duplicateOf' | 'wrongData' | 'invalidShare'>;
  validated?: boolean;
  /** Validity of every original document; random when not given. */
  originalsValid?: boolean;
  /** How many original УПД files come with the registry (3 by default). */
  originals?: number;
}

const AFTER_SIGNING: readonly RegistryStatusCode[] = ['SIGNED', 'SENT_TO_FACTOR', 'FINANCED'];

/** Adds one seeded registry to the world: its supplies (built lazily), documents, original УПД and signed files. */
export function seedRegistry(world: SeedTarget, seed: RegistrySeed): Registry {
  const { id, contract, random } = seed;
  const owner = contract.owner;
  const number = `Р-${id}/${seed.createDate.slice(2, 4)}`;
  const firstSupplyId = world.reserveSupplyIds(seed.supplyCount);
  world.supplies.addRegistryBatch(id, {
    registryId: id,
    contract,
    firstId: firstSupplyId,
    count: seed.supplyCount,
    latestDate: addDays(seed.createDate.slice(0, 10), -random.int(1, 5)),
    seed: random.int(1, 2 ** 31),
    ...seed.batch,
  });
  const debtor = world.debtor(contract.debtorId);
  const signed = AFTER_SIGNING.includes(seed.statusCode);
  const registry: Registry = {
    id,
    number,
    owner,
    category: seed.category,
    source: seed.source,
    statusCode: seed.statusCode,
    createDate: seed.createDate,
    contractExternalId: contract.externalId,
    debtorId: contract.debtorId,
    validated: seed.validated ?? seed.statusCode !== 'DRAFT',
    futureFundingDate: seed.statusCode === 'SENT_TO_FACTOR' ? addDays(WORLD_TODAY, 2) : seed.statusCode === 'FINANCED' ? addDays(seed.createDate.slice(0, 10), 3) : null,
    documents: [],
    origDocuments: [],
    documentsForSigning: [],
    signedDocs: [],
  };

  const pdf = (name: string, lines: string[], userDoc: boolean) => {
    const file = world.files.add(owner, name, 'application/pdf', () => simplePdf(lines));
    registry.documents.push({ id: world.nextDocumentId(), fileId: file.id, name, userDoc });
  };
  if (seed.statusCode !== 'DRAFT') {
    pdf('Уведомление об уступке денежного требования.pdf', [`Уведомление об уступке по реестру ${number}`, `Дебитор: ${debtor.name}, ИНН ${debtor.inn}`, `Договор факторинга ${contract.num} от ${russianDate(contract.date)}`], false);
  }
  if (random.chance(0.5)) {
    const supplyContract = `${random.int(10, 99)}-П/${contract.date.slice(2, 4)}`;
    pdf(`Договор поставки № ${supplyContract}.pdf`, [`Договор поставки № ${supplyContract}`, `Поставщик: ${contract.client.name}`, `Покупатель: ${debtor.name}`], true);
  }

  const originals = Math.min(seed.originals ?? 3, seed.supplyCount);
  for (let index = 0; index < originals; index += 1) {
    // The УПД number of a supply is known before it is built (10 000 + id) except for copied duplicates: the file
    // name then reads the built supply.
    const name = seed.batch?.duplicateOf ? `ON_NSCHFDOPPR_${id}_${index + 1}.xml` : `ON_NSCHFDOPPR_${10_000 + firstSupplyId + index}.xml`;
    const file = world.files.add(owner, name, 'application/xml', () => {
      const supply = world.supplies.ofRegistry(id)[index];
      if (!supply) throw new Error(`registry ${id} has no supply ${index}`);
      return updXml(supply, contract.client, debtor);
    });
    registry.origDocuments.push({ id: world.nextDocumentId(), fileId: file.id, name, valid: seed.originalsValid ?? random.chance(0.75) });
  }

  // A registry on check already has its registry file (to be signed); a signed one also its signature.
  if (signed || seed.statusCode === 'ON_CHECK') {
    const name = `Реестр уступки ${number}.pdf`;
    const lines = [`Реестр уступки денежных требований ${number}`, `Клиент: ${contract.client.name}`, `Дебитор: ${debtor.name}`, `Договор факторинга ${contract.num}`];
    const file = world.files.add(owner, name, 'application/pdf', () => simplePdf(lines));
    registry.documentsForSigning.push({ id: world.nextDocumentId(), fileId: file.id, name, type: 'registryFile', registry: true });
  }
  const registryFile = registry.documentsForSigning[0];
  if (signed && registryFile) {
    const name = registryFile.name;
    const signature = world.files.add(owner, `${name}.sig`, 'application/pkcs7-signature', () => Buffer.from(`-----BEGIN PKCS7-----\n${Buffer.from(`sandbox signature of ${name}`).toString('base64')}\n-----END PKCS7-----\n`));
    registry.signedDocs.push({ id: world.nextDocumentId(), fileId: signature.id, name: signature.name, userDoc: false });
  }
  world.registries.set(id, registry);
  return registry;
}
