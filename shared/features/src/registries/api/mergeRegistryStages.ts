import { z } from '@portal/api/zod';
import {
  nullableNumber,
  parseSupplies,
  registryDetailSchema,
  registryFileRowCounts,
  registryFilesSchema,
  registryHeaderSchema,
  type RegistryDetail,
  type RegistryFiles,
  type RegistryHeader,
  type Supply,
} from '@portal/api';
import { reportOddAnswer } from '@portal/platform';
import type { RegistryStage } from './detailCalls';

export interface RegistrySupplies {
  supplies: Supply[];
  total: number;
}

/** The stage answers as sent; the LKD one-stage detail is all of them at once (`detail`). */
export type StageAnswers = Partial<Record<RegistryStage, unknown>>;

export interface MergedRegistry {
  detail: RegistryDetail;
  header: RegistryHeader;
  supplies: RegistrySupplies;
  files: RegistryFiles;
  /**
   * The stage answers to keep for a partial reload: as sent, except that the supplies list holds the rows read from
   * it. Read again they give the same rows, and 10 000 answered rows (three objects each) are not kept beside them.
   */
  stages: StageAnswers;
}

/**
 * Where a field is looked for: its own stage first, then the others in the order detail, registry, supplies, files
 * (CONTRACT.md "Detail stages"). In each answer the field is taken from its top level, then from its `registry`.
 */
const ORDER: Record<RegistryStage, readonly RegistryStage[]> = {
  detail: ['detail', 'registry', 'supplies', 'files'],
  registry: ['registry', 'detail', 'supplies', 'files'],
  supplies: ['supplies', 'detail', 'registry', 'files'],
  files: ['files', 'detail', 'registry', 'supplies'],
};

const CORE_FIELDS = ['id', 'number', 'status', 'createDate', 'category', 'source', 'contractFactNum', 'debtor', 'duplicates', 'duplicate', 'invalided', 'validated'];
const DETAIL_FIELDS = ['futureFundingDate', 'alllimit', 'permissions', 'total'];
const HEADER_FIELDS = ['number', 'status', 'contractFactNum', 'contractFactDate', 'debtor', 'debtorInn', 'supplier', 'createDate', 'amount'];
const FILE_LISTS = ['documentsForSigning', 'signedDocs', 'origDocuments', 'documents'] as const;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The places of one answer a field may be in: the answer itself, then its `registry` object. */
function placesOf(answer: unknown): Record<string, unknown>[] {
  const top = record(answer);
  if (!top) return [];
  const inner = record(top.registry);
  return inner ? [top, inner] : [top];
}

/** The first present (not undefined, not null) value of `field`, looked for in `home`'s order. */
function pick(stages: StageAnswers, home: RegistryStage, field: string): unknown {
  for (const stage of ORDER[home]) {
    // A supplies stage answering a bare array carries the supplies and nothing else.
    if (field === 'supplies' && stage === 'supplies' && Array.isArray(stages.supplies)) return stages.supplies;
    for (const place of placesOf(stages[stage])) {
      const value = place[field];
      if (value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

function pickAll(stages: StageAnswers, home: RegistryStage, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = pick(stages, home, field);
    if (value !== undefined) picked[field] = value;
  }
  return picked;
}

/** Where the supplies list was found: the stage, and in it the answer itself (a bare array), its top level or its `registry`. */
interface SuppliesFound {
  list: unknown;
  stage: RegistryStage;
  place: 'answer' | 'top' | 'registry';
}

/** `pick(stages, 'supplies', 'supplies')`, and where it found the list. */
function findSupplies(stages: StageAnswers): SuppliesFound | null {
  for (const stage of ORDER.supplies) {
    const answer = stages[stage];
    if (stage === 'supplies' && Array.isArray(answer)) return { list: answer, stage, place: 'answer' };
    const top = record(answer);
    if (!top) continue;
    if (top.supplies !== undefined && top.supplies !== null) return { list: top.supplies, stage, place: 'top' };
    const inner = record(top.registry);
    if (inner && inner.supplies !== undefined && inner.supplies !== null) return { list: inner.supplies, stage, place: 'registry' };
  }
  return null;
}

/** The stages with the found supplies list replaced by `rows` (nothing else changes). */
function withSuppliesRead(stages: StageAnswers, found: SuppliesFound | null, rows: Supply[]): StageAnswers {
  if (!found || !Array.isArray(found.list)) return stages;
  const answer = record(stages[found.stage]) ?? {};
  const kept =
    found.place === 'answer' ? rows : found.place === 'top' ? { ...answer, supplies: rows } : { ...answer, registry: { ...record(answer.registry), supplies: rows } };
  return { ...stages, [found.stage]: kept };
}

function readSupplies(call: string, stages: StageAnswers, found: SuppliesFound | null): RegistrySupplies {
  // One pass for the plain rows (10 000 and more), the schema for any other (parseSupplies).
  const { rows, odd } = parseSupplies(Array.isArray(found?.list) ? found.list : []);
  for (const row of odd) reportOddAnswer(call, `supply ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
  const total = z.safeParse(z.catch(nullableNumber, null), pick(stages, 'supplies', 'total'));
  return { supplies: rows, total: total.success && total.data !== null ? total.data : rows.length };
}

function readFiles(call: string, stages: StageAnswers): RegistryFiles {
  const answer = pickAll(stages, 'files', FILE_LISTS);
  const files = registryFilesSchema.parse(answer);
  const sent = registryFileRowCounts(answer);
  for (const key of FILE_LISTS) if (files[key].length < sent[key]) reportOddAnswer(call, `${sent[key] - files[key].length} odd row(s) of ${key} left out`);
  return files;
}

/**
 * The registry from its stage answers, each field from whichever stage carries it (issue 24): a server that puts
 * the permissions in the registry stage or the documents in the detail is read as well as one that keeps to the
 * contract's stages. The route's id stands in for a registry id no stage sent.
 */
export function mergeRegistryStages(call: string, stages: StageAnswers, routeId: string): MergedRegistry {
  const core = pickAll(stages, 'detail', CORE_FIELDS);
  const detail = registryDetailSchema.parse({ ...pickAll(stages, 'detail', DETAIL_FIELDS), registry: { id: routeId, ...core } });
  const header = registryHeaderSchema.parse(pickAll(stages, 'registry', HEADER_FIELDS));
  const found = findSupplies(stages);
  const supplies = readSupplies(call, stages, found);
  return { detail, header, supplies, files: readFiles(call, stages), stages: withSuppliesRead(stages, found, supplies.supplies) };
}
