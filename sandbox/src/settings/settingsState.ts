import { CertificateAuthority } from '../cryptopro/certificateAuthority';
import type { EmulatorMode } from '../cryptopro/emulator/emulatorMode';
import { createDemoAccounts } from '../users/demoUsers';
import { LoginCertificateStore } from './loginCertificateStore';
import { certificateToSave } from './certificateToSave';
import { PowerOfAttorneyStore } from './powerOfAttorneyStore';
import { SignChallengeStore } from './signChallengeStore';

/**
 * The state behind the settings dialog and УКЭП sign-in: registered login certificates, МЧД, notification
 * dates, sign-in challenges and the emulated plug-in's mode. The certificate authority (keys) lives for the run.
 */
export class SettingsState {
  readonly authority = new CertificateAuthority();
  readonly loginCertificates: LoginCertificateStore;
  readonly powersOfAttorney = new PowerOfAttorneyStore();
  readonly challenges: SignChallengeStore;
  readonly notificationDates = new Map<string, string>();
  emulatorMode: EmulatorMode = 'normal';
  /** GET /image/{name} answers these instead of the built-in images until a reset (POST /__sandbox/hostile). */
  readonly imageOverrides = new Map<string, string>();

  /** `challengeCapacity` bounds the УКЭП sign-in records (tests pass a small one; see SignChallengeStore). */
  constructor(challengeCapacity?: number) {
    this.challenges = new SignChallengeStore(challengeCapacity);
    // supplier can sign in on /ukep from the start: their own certificate is registered.
    this.loginCertificates = new LoginCertificateStore(() => {
      const supplier = createDemoAccounts().find((account) => account.user.username === 'supplier');
      const certificate = this.authority.certificates.find((candidate) => candidate.kind === 'own' && candidate.username === 'supplier');
      return supplier && certificate ? [{ sub: supplier.sub, certificate: certificateToSave(certificate) }] : [];
    });
  }

  reset(): void {
    this.loginCertificates.reset();
    this.powersOfAttorney.reset();
    this.challenges.reset();
    this.notificationDates.clear();
    this.emulatorMode = 'normal';
    this.imageOverrides.clear();
  }
}
