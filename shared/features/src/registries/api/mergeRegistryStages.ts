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

/** Where a field was found: the stage, and in it the answer itself (a bare supplies array), its top level or its `registry`. */
interface Found {
  value: unknown;
  stage: RegistryStage;
  place: 'answer' | 'top' | 'registry';
}

const present = (value: unknown) => value !== undefined && value !== null;

/** The first present (not undefined, not null) value of `field`, looked for in `home`'s order, and where it was. */
function locate(stages: StageAnswers, home: RegistryStage, field: string): Found | null {
  for (const stage of ORDER[home]) {
    // A supplies stage answering a bare array carries the supplies and nothing else.
    if (field === 'supplies' && stage === 'supplies' && Array.isArray(stages.supplies)) return { value: stages.supplies, stage, place: 'answer' };
    const top = record(stages[stage]);
    if (!top) continue;
    if (present(top[field])) return { value: top[field], stage, place: 'top' };
    const inner = record(top.registry);
    if (inner && present(inner[field])) return { value: inner[field], stage, place: 'registry' };
  }
  return null;
}

function pick(stages: StageAnswers, home: RegistryStage, field: string): unknown {
  return locate(stages, home, field)?.value;
}

function pickAll(stages: StageAnswers, home: RegistryStage, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = pick(stages, home, field);
    if (value !== undefined) picked[field] = value;
  }
  return picked;
}

/** The stages with the found supplies list replaced by `rows` (nothing else changes). */
function withSuppliesRead(stages: StageAnswers, found: Found | null, rows: Supply[]): StageAnswers {
  if (!found || !Array.isArray(found.value)) return stages;
  const answer = record(stages[found.stage]) ?? {};
  const kept =
    found.place === 'answer' ? rows : found.place === 'top' ? { ...answer, supplies: rows } : { ...answer, registry: { ...record(answer.registry), supplies: rows } };
  return { ...stages, [found.stage]: kept };
}

function readSupplies(call: string, stages: StageAnswers, found: Found | null): RegistrySupplies {
  // One pass for the plain rows (10 000 and more), the schema for any other (parseSupplies).
  const { rows, odd } = parseSupplies(Array.isArray(found?.value) ? found.value : []);
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
 * The registry from its stage answers, each field from whichever stage carries it: a server that puts
 * the permissions in the registry stage or the documents in the detail is read as well as one that keeps to the
 * contract's stages. The route's id stands in for a registry id no stage sent.
 */
export function mergeRegistryStages(call: string, stages: StageAnswers, routeId: string): MergedRegistry {
  const core = pickAll(stages, 'detail', CORE_FIELDS);
  const detail = registryDetailSchema.parse({ ...pickAll(stages, 'detail', DETAIL_FIELDS), registry: { id: routeId, ...core } });
  const header = registryHeaderSchema.parse(pickAll(stages, 'registry', HEADER_FIELDS));
  const found = locate(stages, 'supplies', 'supplies');
  const supplies = readSupplies(call, stages, found);
  return { detail, header, supplies, files: readFiles(call, stages), stages: withSuppliesRead(stages, found, supplies.supplies) };
}
