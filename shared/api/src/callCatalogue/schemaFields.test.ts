/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  edmCheckResultSchema,
  edmCountSchema,
  edmDocumentSchema,
  edmDocumentTypeRefSchema,
  edmDocumentTypeSchema,
  edmSignatureInfoSchema,
} from '../edm';
import {
  eventFileSchema,
  eventGroupItemSchema,
  eventGroupSchema,
  eventOrderSchema,
  eventSchema,
  eventsStatusSchema,
  newEventSchema,
  requirementSchema,
} from '../events';
import {
  documentForSigningSchema,
  originalDocumentSchema,
  registryCoreSchema,
  registryDetailSchema,
  registryDocumentSchema,
  registryFilesSchema,
  registryHeaderSchema,
  registryListItemSchema,
  registryListTotalSchema,
  signedDocumentSchema,
  supplySchema,
} from '../registries';
import { CLIENT_REPORT_KINDS, REPORT_TABLE, reportRowSchema } from '../reports';
import { rewardDetailSchema, rewardListTotalSchema, rewardSchema } from '../rewards';
import { contractTariffSchema, tariffLineSchema } from '../tariffs';
import { z } from '../zod';
import { BEYOND_SPEC_FIELDS } from './beyondSpecFields';
import { answerFieldNames, fieldsOutside, sectionsOf } from './testing/schemaFieldNames';

/**
 * Every answer row or object schema the portal reads in its lists and details, with the catalogue calls
 * (BEYOND_SPEC_FIELDS `call`) whose answers carry it: `calls` are parts of those call texts. Add a new schema here.
 */
const ANSWER_SCHEMAS: { name: string; schema: z.core.$ZodType; calls: string[] }[] = [
  { name: 'rewardSchema', schema: rewardSchema, calls: ['rewards/all', 'rewards/{id}/detail'] },
  { name: 'rewardListTotalSchema', schema: rewardListTotalSchema, calls: ['rewards/all'] },
  { name: 'rewardDetailSchema', schema: rewardDetailSchema, calls: ['rewards/{id}/detail'] },
  { name: 'registryListItemSchema', schema: registryListItemSchema, calls: ['(list rows)', 'list rows'] },
  { name: 'registryListTotalSchema', schema: registryListTotalSchema, calls: ['registries (list)'] },
  { name: 'registryDetailSchema', schema: registryDetailSchema, calls: ['{prefix}/{id}/detail'] },
  { name: 'registryCoreSchema', schema: registryCoreSchema, calls: ['{prefix}/{id}/detail'] },
  { name: 'registryHeaderSchema', schema: registryHeaderSchema, calls: ['{prefix}/{id}/registry/{scope}'] },
  { name: 'supplySchema', schema: supplySchema, calls: ['{prefix}/{id}/supplies'] },
  { name: 'registryFilesSchema', schema: registryFilesSchema, calls: ['{prefix}/{id}/files'] },
  { name: 'documentForSigningSchema', schema: documentForSigningSchema, calls: ['{prefix}/{id}/files'] },
  { name: 'signedDocumentSchema', schema: signedDocumentSchema, calls: ['{prefix}/{id}/files'] },
  { name: 'originalDocumentSchema', schema: originalDocumentSchema, calls: ['{prefix}/{id}/files'] },
  { name: 'registryDocumentSchema', schema: registryDocumentSchema, calls: ['{prefix}/{id}/files'] },
  { name: 'contractTariffSchema', schema: contractTariffSchema, calls: ['lkk/tariffs'] },
  { name: 'tariffLineSchema', schema: tariffLineSchema, calls: ['lkk/tariffs'] },
  // Each report's rows under its own list call: 'ARREARS (rows)', 'SUPPLE (rows)', ….
  ...[...CLIENT_REPORT_KINDS, 'debtorSupplies' as const].map((kind) => ({ name: `reportRowSchema('${kind}')`, schema: reportRowSchema(kind), calls: [`${REPORT_TABLE[kind].list.split('/report/')[1]} (rows)`] })),
  { name: 'eventSchema', schema: eventSchema, calls: ['{lkk|lkd}/events, '] },
  { name: 'requirementSchema', schema: requirementSchema, calls: ['{lkk|lkd}/events, '] },
  { name: 'eventFileSchema', schema: eventFileSchema, calls: ['{lkk|lkd}/events, ', 'event-order/{id}'] },
  { name: 'eventsStatusSchema', schema: eventsStatusSchema, calls: ['events/status'] },
  { name: 'eventGroupSchema', schema: eventGroupSchema, calls: ['dashboard/eventGroups'] },
  { name: 'eventGroupItemSchema', schema: eventGroupItemSchema, calls: ['dashboard/eventGroups'] },
  { name: 'eventOrderSchema', schema: eventOrderSchema, calls: ['event-order/{id}'] },
  { name: 'newEventSchema', schema: newEventSchema, calls: ['events/new'] },
  { name: 'edmDocumentSchema', schema: edmDocumentSchema, calls: ['edm/all'] },
  { name: 'edmSignatureInfoSchema', schema: edmSignatureInfoSchema, calls: ['edm/all'] },
  { name: 'edmDocumentTypeRefSchema', schema: edmDocumentTypeRefSchema, calls: ['edm/all'] },
  { name: 'edmCountSchema', schema: edmCountSchema, calls: ['edm/all'] },
  { name: 'edmDocumentTypeSchema', schema: edmDocumentTypeSchema, calls: ['edm/type'] },
  { name: 'edmCheckResultSchema', schema: edmCheckResultSchema, calls: ['edm/check'] },
];

/** The spec beside the repository (README.md "shared/spec/SPEC.md beside this repository"). */
const SPEC_FILE = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'spec', 'SPEC.md');

/** The words the catalogue lists for the calls a schema's answers come from. */
function catalogueNames(calls: readonly string[]): Set<string> {
  const entries = BEYOND_SPEC_FIELDS.filter((entry) => entry.direction === 'answer' && calls.some((call) => entry.call.includes(call)));
  return new Set(entries.flatMap((entry) => entry.fields.flatMap((field) => field.split(/[^A-Za-z0-9_]+/))).filter(Boolean));
}

describe('every field an answer schema reads is the spec\'s (§3/§7) or in the beyond-spec catalogue', () => {
  const spec = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : '';
  const specText = spec ? sectionsOf(spec, ['3', '7']) : '';

  it(`reads the spec's §3 and §7 from ${SPEC_FILE}`, () => {
    expect(existsSync(SPEC_FILE)).toBe(true);
    expect(specText).toContain('**Reward:**');
    expect(specText).toContain('### Agent cabinet');
  });

  it.each(ANSWER_SCHEMAS)('$name', ({ name, schema, calls }) => {
    expect(catalogueNames(calls).size).toBeGreaterThan(0);
    const outside = fieldsOutside(answerFieldNames(schema), specText, catalogueNames(calls));
    // The message names the schema and what to list: BEYOND_SPEC_FIELDS in beyondSpecFields.ts, then regenerate BEYOND_SPEC.md.
    expect({ schema: name, notInSpecNorCatalogue: outside }).toEqual({ schema: name, notInSpecNorCatalogue: [] });
  });
});

describe('the check itself', () => {
  const paymentDate = z.object({ ...rewardSchema.shape, paymentDate: z.string() });

  it('finds the fields of nested objects, lists, pipes, unions and optional parts', () => {
    expect(answerFieldNames(rewardDetailSchema)).toEqual(expect.arrayContaining(['reward', 'act', 'report', 'fileId', 'id', 'name', 'amount', 'status', 'code']));
    expect(answerFieldNames(eventSchema)).toEqual(expect.arrayContaining(['requirements', 'documentType', 'required', 'files', 'name']));
  });

  it('fails for a field added to rewardSchema until the catalogue lists it (docs/development.md "Adding a response field")', () => {
    const specText = 'reward {id}, act, report';
    expect(fieldsOutside(answerFieldNames(paymentDate), specText, catalogueNames(['rewards/all']))).toEqual(['paymentDate']);
    expect(fieldsOutside(answerFieldNames(paymentDate), specText, new Set([...catalogueNames(['rewards/all']), 'paymentDate']))).toEqual([]);
  });

  it('takes a name from the spec only as a whole word', () => {
    expect(fieldsOutside(['amount', 'supplyAmount'], 'Supply: id, supplyAmount.', new Set())).toEqual(['amount']);
  });
});
