/** @jest-environment node */
import { CertificateAuthority } from './certificateAuthority';

const authority = new CertificateAuthority();
const content = Buffer.from('Вход в личный кабинет: 42', 'utf8');

function supplierCertificate() {
  const certificate = authority.certificates.find((candidate) => candidate.kind === 'own' && candidate.username === 'supplier');
  if (!certificate) throw new Error('no supplier certificate');
  return certificate;
}

describe('emulated certificates', () => {
  it('gives each demo user a certificate with their name and both INNs, plus the odd ones', () => {
    expect(supplierCertificate().subjectName).toBe('CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340, O="ООО ""Ромашка""", C=RU');
    expect(authority.certificates.filter((certificate) => certificate.kind === 'own').map((certificate) => certificate.username)).toEqual([
      'supplier',
      'debtor',
      'agent',
      'principal',
      'multi',
      'newcomer',
    ]);
    const kinds = authority.certificates.map((certificate) => certificate.kind);
    expect(kinds).toEqual(expect.arrayContaining(['expired', 'other-person', 'without-organisation-inn', 'without-private-key']));
    const withoutInn = authority.certificates.find((certificate) => certificate.kind === 'without-organisation-inn');
    expect(withoutInn?.subjectName).not.toContain('ИНН ЮЛ');
  });
});

describe('signatures', () => {
  it('verifies a signature it made over the same content', () => {
    const certificate = supplierCertificate();
    const signature = authority.sign(certificate.thumbprint, authority.hash(content.toString('base64')));
    expect(authority.verify(signature, content)).toEqual({ ok: true, certificate });
  });

  it('refuses other content, a tampered signature and garbage', () => {
    const certificate = supplierCertificate();
    const signature = authority.sign(certificate.thumbprint, authority.hash(content.toString('base64')));
    expect(authority.verify(signature, Buffer.from('другое'))).toEqual({ ok: false, reason: 'Подпись не соответствует подписанным данным' });
    const envelope = JSON.parse(Buffer.from(signature, 'base64').toString('utf8'));
    const other = authority.certificates.find((candidate) => candidate.username === 'debtor');
    const forged = Buffer.from(JSON.stringify({ ...envelope, thumbprint: other?.thumbprint })).toString('base64');
    expect(authority.verify(forged, content)).toEqual({ ok: false, reason: 'Подпись недействительна' });
    expect(authority.verify('not a signature', content)).toEqual({ ok: false, reason: 'Подпись не распознана' });
  });

  it("checks the certificate's validity at the server's time, not at the signing time the signer chose", () => {
    const expired = authority.certificates.find((certificate) => certificate.kind === 'expired');
    if (!expired) throw new Error('no expired certificate');
    const backdated = authority.sign(expired.thumbprint, authority.hash(content.toString('base64')), new Date(Date.parse(expired.validFrom) + 1000));
    expect(authority.verify(backdated, content)).toEqual({ ok: false, reason: 'Срок действия сертификата подписи истёк' });
    const certificate = supplierCertificate();
    const signature = authority.sign(certificate.thumbprint, authority.hash(content.toString('base64')));
    expect(authority.verify(signature, content, Date.parse(certificate.validTo) + 1)).toEqual({ ok: false, reason: 'Срок действия сертификата подписи истёк' });
    expect(authority.verify(signature, content, Date.parse(certificate.validFrom) - 1)).toEqual({ ok: false, reason: 'Срок действия сертификата подписи ещё не начался' });
  });

  it('refuses to sign without a private key', () => {
    const keyless = authority.certificates.find((certificate) => certificate.kind === 'without-private-key');
    expect(() => authority.sign(keyless?.thumbprint ?? '', 'a'.repeat(64))).toThrow('У сертификата нет закрытого ключа');
  });
});
