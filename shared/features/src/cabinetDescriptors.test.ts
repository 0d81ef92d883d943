import { LKA_REGISTRIES, LKD_REGISTRIES, LKK_REGISTRIES, LKP_REGISTRIES } from './registries/registryCabinet';
import { LKD_EVENTS, LKK_EVENTS, LKP_EVENTS } from './events/eventsCabinet';
import { LKD_REPORTS, LKK_REPORTS, LKP_REPORTS } from './reports/reportCabinet';
import { LKA_REWARDS, LKD_REWARDS } from './rewards/rewardsCabinet';
import { LKA_DICTIONARY, LKK_DICTIONARY, LKP_DICTIONARY } from './dictionaries/debtorDictionary';

/**
 * Every cabinet's descriptors, one row per cabinet, against the spec line that fixes each value (without it, LKD
 * signing with the client's document id passed every test, since nothing compared a cabinet with the spec).
 */
describe('registry descriptors (spec §6 signing document id, §7 prefixes)', () => {
  it.each([
    // cabinet, API prefix (§7), signing document id (§6: 'ecp' for client, 'ecpdebtor' for debtor), staged detail (§7), list under
    ['LKK', LKK_REGISTRIES, 'registries', 'ecp', true, '/lkk/registries'],
    ['LKP', LKP_REGISTRIES, 'registries', 'ecp', true, '/lkp/registries'],
    ['LKA', LKA_REGISTRIES, 'lka/registries', 'ecp', true, '/lka/supplies'],
    ['LKD', LKD_REGISTRIES, 'lkd/registries', 'ecpdebtor', false, '/lkd/supplies'],
  ])('%s', (_scope, cabinet, apiPrefix, signingDocumentId, stagedDetail, listPath) => {
    expect(cabinet.apiPrefix).toBe(apiPrefix);
    expect(cabinet.signingDocumentId).toBe(signingDocumentId);
    expect(cabinet.stagedDetail).toBe(stagedDetail);
    expect(`${cabinet.cabinetPath}/${cabinet.listSegment}`).toBe(listPath);
  });

  it('offers the agent the checkSupplyParam call only (§7 agent cabinet), and the debtor no duplicate check or generate', () => {
    expect([LKK_REGISTRIES, LKP_REGISTRIES, LKA_REGISTRIES, LKD_REGISTRIES].map((cabinet) => [cabinet.scope, cabinet.checks.supplyParam, cabinet.checks.duplicate])).toEqual([
      ['LKK', false, true],
      ['LKP', false, true],
      ['LKA', true, true],
      ['LKD', false, false],
    ]);
  });
});

describe('events descriptors (spec §7: LKP uses the client calls, LKD its own; LKA has no events, §4)', () => {
  it.each([
    ['LKK', LKK_EVENTS, 'lkk', 'binaryinfoidAndReqid', false],
    ['LKP', LKP_EVENTS, 'lkk', 'binaryinfoidAndReqid', false],
    ['LKD', LKD_EVENTS, 'lkd', 'fileId', true],
  ])('%s', (_scope, cabinet, apiPrefix, deleteFileBody, sendsRequirements) => {
    expect(cabinet.apiPrefix).toBe(apiPrefix);
    expect(cabinet.deleteFileBody).toBe(deleteFileBody);
    expect(cabinet.sendsRequirements).toBe(sendsRequirements);
  });
});

describe('reports descriptors (spec §7 /{cabinet}/report/…)', () => {
  it.each([
    ['LKK', LKK_REPORTS, 'lkk', 6],
    ['LKP', LKP_REPORTS, 'lkp', 6],
    ['LKD', LKD_REPORTS, 'lkd', 1],
  ])('%s', (_scope, cabinet, pathCabinet, kinds) => {
    expect(cabinet.pathCabinet).toBe(pathCabinet);
    expect(cabinet.kinds).toHaveLength(kinds);
  });

  it("the client cabinets filter reports by their own debtor dictionaries (LKP's is /lkp/dict/contract-facts, §7)", () => {
    expect(LKK_REPORTS.debtorDictionary).toBe(LKK_DICTIONARY);
    expect(LKP_REPORTS.debtorDictionary).toBe(LKP_DICTIONARY);
    expect(LKP_DICTIONARY.path).toBe('lkp/dict/contract-facts');
  });
});

describe('rewards descriptors (spec §7: the agent acts, the debtor reads)', () => {
  it.each([
    ['LKA', LKA_REWARDS, 'lka/reward-agent/rewards', true],
    ['LKD', LKD_REWARDS, 'lkd/reward-debtor/rewards', false],
  ])('%s', (_scope, cabinet, apiPrefix, canAct) => {
    expect(cabinet.apiPrefix).toBe(apiPrefix);
    expect(cabinet.canAct).toBe(canAct);
  });
});

// The EDM descriptors are the remotes' own: remote-lkk, remote-lkp and remote-lka/src/pages/EdmPage.test.ts check them.

describe('dictionaries (spec §7 calls, §5 contract filters): one per cabinet, the same for its registries and reports', () => {
  it.each([
    // cabinet, registries' dictionary, reports' dictionary, §7 call, search call (§7: LKP only), §5 filter
    ['LKK', LKK_REGISTRIES.dictionary, LKK_REPORTS.debtorDictionary, 'lkk/dict/debtors', false, 'client'],
    ['LKP', LKP_REGISTRIES.dictionary, LKP_REPORTS.debtorDictionary, 'lkp/dict/contract-facts', true, 'client'],
    ['LKA', LKA_REGISTRIES.dictionary, null, 'lka/dict/contract-facts', false, 'agentOrDebtor'],
  ])('%s', (_scope, registries, reports, path, search, contractFilter) => {
    expect(registries).toEqual({ scope: _scope, path, search, contractFilter });
    if (reports !== null) expect(reports).toBe(registries);
  });

  it('gives the debtor none: LKD creates no registry on a contract and its report has no debtor filter', () => {
    expect(LKD_REGISTRIES.dictionary).toBeNull();
    expect(LKD_REPORTS.debtorDictionary).toBeNull();
    expect([LKK_DICTIONARY, LKP_DICTIONARY, LKA_DICTIONARY].map((dictionary) => dictionary.scope)).toEqual(['LKK', 'LKP', 'LKA']);
  });
});
