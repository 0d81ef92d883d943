import type { LoginCertificate, PowerOfAttorney, User } from '@portal/api';
import { parseSubjectName } from './subjectName';
import { reasonOf, type WorkstationProbe } from './workstationProbe';
import {
  CHECK_ORDER,
  defaultCertificate,
  evaluateBrowser,
  evaluateCertificates,
  evaluateClock,
  evaluateCsp,
  evaluateHash,
  evaluatePlugin,
  evaluateRegistration,
  evaluateSignature,
  running,
  skipped,
  type BrowserFacts,
  type CheckId,
  type CheckResult,
  type ClockFacts,
  type StoreCertificate,
} from './workstationChecks';

/** What the signed-in user has on file; the page passes null before sign-in. */
export interface AccountSource {
  user: User;
  loginCertificates(): Promise<readonly LoginCertificate[]>;
  powersOfAttorney(): Promise<readonly PowerOfAttorney[]>;
}

export interface WorkstationSources {
  probe: WorkstationProbe;
  browser(): Promise<BrowserFacts>;
  clock(): Promise<ClockFacts>;
  account: AccountSource | null;
  now?: () => Date;
}

export interface WorkstationRun {
  results: CheckResult[];
  /** The usable certificates of the store, for choosing the one to test. */
  usable: StoreCertificate[];
  /** The certificate of checks 6 and 8. */
  chosen: string | null;
}

const NEEDS_PLUGIN = 'Не проверялось: сначала нужен работающий плагин (см. выше).';

/**
 * Runs the workstation checks in turn, calling `onUpdate` with every row after each step: rows not yet reached
 * are «проверяется…». `thumbprint` is the certificate chosen for checks 6 and 8; without it the one registered
 * for sign-in, else the first usable one.
 */
export async function runWorkstationCheck(sources: WorkstationSources, options: { thumbprint?: string | null; onUpdate?: (run: WorkstationRun) => void } = {}): Promise<WorkstationRun> {
  const now = sources.now ?? (() => new Date());
  const rows = new Map<CheckId, CheckResult>(CHECK_ORDER.map((id) => [id, running(id)]));
  const run: WorkstationRun = { results: [...rows.values()], usable: [], chosen: null };
  const set = (row: CheckResult) => {
    rows.set(row.id, row);
    run.results = [...rows.values()];
    options.onUpdate?.({ ...run });
  };
  options.onUpdate?.({ ...run });

  set(evaluateBrowser(await sources.browser()));

  const plugin = await sources.probe.plugin();
  set(evaluatePlugin(plugin));
  const pluginWorks = plugin.kind === 'loaded';

  let loginCertificates: readonly LoginCertificate[] = [];
  let accountFailure: string | null = null;
  if (sources.account) {
    try {
      loginCertificates = await sources.account.loginCertificates();
    } catch (error) {
      accountFailure = reasonOf(error);
    }
  }

  if (!pluginWorks) {
    for (const id of ['csp', 'hash', 'certificates', 'signature'] as const) set(skipped(id, NEEDS_PLUGIN));
  } else {
    set(evaluateCsp(await sources.probe.csp()));
    set(evaluateHash(await sources.probe.hash()));
    const store = await sources.probe.certificates();
    const all = store.kind === 'read' ? store.certificates : [];
    const certificatesRow = evaluateCertificates(store, now());
    const reports = certificatesRow.certificates ?? [];
    const wanted = [options.thumbprint ?? '', ...loginCertificates.map((entry) => String(entry.id))].filter(Boolean);
    const chosenReport = defaultCertificate(reports, wanted);
    run.usable = all.filter((certificate) => reports.some((report) => report.usable && report.thumbprint === certificate.thumbprint));
    run.chosen = chosenReport?.thumbprint ?? null;
    set(evaluateCertificates(store, now(), run.chosen));
    if (!chosenReport) set(skipped('signature', 'Не проверялось: нет сертификата, пригодного для подписи (см. выше).'));
    else set(evaluateSignature(await sources.probe.testSignature(chosenReport.thumbprint), chosenReport.holder));
  }

  set(evaluateClock(await sources.clock()));

  const chosen = run.usable.find((certificate) => certificate.thumbprint === run.chosen);
  if (!sources.account) set(skipped('registration', 'Не проверялось: войдите в личный кабинет, чтобы проверить, добавлен ли сертификат и загружена ли МЧД.'));
  else if (accountFailure) set({ id: 'registration', state: 'warning', found: `Не удалось получить сертификаты личного кабинета: ${accountFailure}.`, fix: ['Нажмите «Проверить снова».'] });
  else if (!chosen) set(skipped('registration', 'Не проверялось: нет сертификата, пригодного для подписи.'));
  else {
    let powersOfAttorney: readonly PowerOfAttorney[] | null = null;
    if (parseSubjectName(chosen.subjectName).innLegalEntity === null) {
      try {
        powersOfAttorney = await sources.account.powersOfAttorney();
      } catch (error) {
        set({ id: 'registration', state: 'warning', found: `Не удалось получить список МЧД: ${reasonOf(error)}.`, fix: ['Нажмите «Проверить снова».'] });
        return run;
      }
    }
    set(evaluateRegistration({ user: sources.account.user, certificate: chosen, loginCertificates, powersOfAttorney, now: now() }));
  }
  return run;
}
