import type { CertificateRecord as CertificateToSave, CertificateRecord as LoginCertificate } from '../api/contract/records';

interface Registration {
  sub: string;
  certificate: LoginCertificate;
}

/** Certificates registered for УКЭП sign-in (spec §2 settings "certificates for login"), by thumbprint. */
export class LoginCertificateStore {
  private readonly registrations = new Map<string, Registration>();

  constructor(private readonly seed: () => Registration[] = () => []) {
    this.reset();
  }

  reset(): void {
    this.registrations.clear();
    for (const registration of this.seed()) this.registrations.set(registration.certificate.id.toUpperCase(), registration);
  }

  of(sub: string): LoginCertificate[] {
    return [...this.registrations.values()].filter((registration) => registration.sub === sub).map((registration) => registration.certificate);
  }

  /** Who the certificate is registered to, if anyone. */
  ownerOf(thumbprint: string): string | undefined {
    return this.registrations.get(thumbprint.toUpperCase())?.sub;
  }

  add(sub: string, certificate: CertificateToSave): LoginCertificate {
    const saved = { ...certificate, id: certificate.id.toUpperCase() };
    this.registrations.set(saved.id, { sub, certificate: saved });
    return saved;
  }

  /** False when the caller has no such certificate. */
  remove(sub: string, thumbprint: string): boolean {
    const key = thumbprint.toUpperCase();
    if (this.registrations.get(key)?.sub !== sub) return false;
    return this.registrations.delete(key);
  }
}
