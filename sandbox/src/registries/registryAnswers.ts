import type { World } from '../world/world';
import { freeLimitOf } from '../limits/freeLimits';
import { REGISTRY_STATUS_NAMES, type Registry, type Supply } from '../world/worldTypes';
import { amountVariant } from './answerVariants';
import { registryPermissions } from './registryPermissions';

function statusOf(registry: Registry) {
  return { code: registry.statusCode, name: REGISTRY_STATUS_NAMES[registry.statusCode] };
}

/** A row of POST {prefix} (CONTRACT.md "List"). */
export function listItem(world: World, registry: Registry) {
  const contract = world.contractOf(registry);
  const status = statusOf(registry);
  return {
    id: registry.id,
    number: registry.number,
    createDate: registry.createDate,
    status: registry.id % 7 === 0 ? status.name : status,
    source: registry.source,
    category: registry.category,
    contractFactNum: contract.num,
    debtor: world.debtor(registry.debtorId).name,
    debtorId: registry.debtorId,
    debtorInn: world.debtor(registry.debtorId).inn,
    supplier: contract.client.name,
    suppliesCount: world.supplies.countOf(registry.id),
    amount: amountVariant(registry.id, world.supplies.amountOf(registry.id), 5),
    permissions: registryPermissions(registry.statusCode),
    branch: 'factoring',
    updatedAt: registry.createDate,
  };
}

/** Stage 1 (7 %): GET {prefix}/{id}/detail/{scope}. */
export function detailAnswer(world: World, registry: Registry) {
  const contract = world.contractOf(registry);
  const duplicates = world.duplicatesIn(registry).length;
  const supplies = world.supplies.ofRegistry(registry.id);
  return {
    registry: {
      id: registry.id,
      number: registry.number,
      status: statusOf(registry),
      createDate: registry.createDate,
      category: registry.category,
      source: registry.source,
      contractFactNum: contract.num,
      contractFactExternalId: contract.externalId,
      debtor: world.debtor(registry.debtorId).name,
      duplicates,
      duplicate: duplicates > 0,
      invalided: supplies.some((supply) => supply.invalid),
      validated: registry.validated,
    },
    futureFundingDate: registry.futureFundingDate,
    // §4: the financing balance is alllimit less what is chosen: the contract's free limit, as the limits call says.
    alllimit: registry.id % 2 === 1 ? freeLimitOf(world, contract).toFixed(2) : freeLimitOf(world, contract),
    permissions: registryPermissions(registry.statusCode),
    total: supplies.length,
  };
}

/** Stage 2 (57 %): GET {prefix}/{id}/registry/{scope}, the header. */
export function headerAnswer(world: World, registry: Registry) {
  const contract = world.contractOf(registry);
  const debtor = world.debtor(registry.debtorId);
  return {
    id: registry.id,
    number: registry.number,
    status: statusOf(registry),
    contractFactNum: contract.num,
    contractFactDate: contract.date,
    debtor: debtor.name,
    debtorInn: debtor.inn,
    supplier: contract.client.name,
    supplierInn: contract.client.inn,
    createDate: registry.createDate,
    amount: world.supplies.amountOf(registry.id),
    category: registry.category,
    source: registry.source,
  };
}

/** A supply of spec §3 as the back end sends it. */
export function supplyAnswer(supply: Supply, fileIdOfUpd?: number) {
  return {
    id: supply.id,
    supplyAmount: amountVariant(supply.id, supply.amount, 9),
    verificationDebtor: supply.verificationDebtor,
    prime: supply.prime,
    active: supply.active,
    financing: supply.financing,
    checked: supply.checked,
    invalid: supply.invalid,
    supplyDate: supply.supplyDate,
    dueDate: supply.dueDate,
    deferralDays: Math.round((Date.parse(supply.dueDate) - Date.parse(supply.supplyDate)) / 86_400_000),
    updDocument: { document: { id: fileIdOfUpd ?? null, name: supply.updName } },
  };
}

/** Stage 3 (89 %): GET {prefix}/{id}/supplies. */
export function suppliesAnswer(world: World, registry: Registry) {
  const supplies = world.supplies.ofRegistry(registry.id);
  return { supplies: supplies.map((supply) => supplyAnswer(supply)), total: supplies.length };
}

/** Stage 4 (100 %): GET {prefix}/{id}/files. Rows other than `documents` carry the binary id as their id. */
export function filesAnswer(registry: Registry) {
  return {
    documentsForSigning: registry.documentsForSigning.map((doc) => ({ id: doc.fileId, type: doc.type, name: doc.name, registry: doc.registry })),
    signedDocs: registry.signedDocs.map((doc) => ({ id: doc.fileId, name: doc.name, userDoc: doc.userDoc })),
    origDocuments: registry.origDocuments.map((doc) => ({ id: doc.fileId, name: doc.name, valid: doc.valid })),
    documents: registry.documents.map((doc) => ({ id: doc.id, document: { id: doc.fileId, name: doc.name, userDoc: doc.userDoc } })),
  };
}
