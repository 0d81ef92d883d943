import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import { CertificateDetails } from './CertificateDetails';

describe('CertificateDetails', () => {
  it('shows «—» for what the certificate does not say, the holder included', () => {
    render(
      <ChakraProvider value={portalSystem}>
        <CertificateDetails certificate={{ name: '', issuerName: '', subjectName: 'C=RU', thumbprint: 't', validFrom: '2026-05-31T10:00:00.000Z', validTo: '2027-11-27T10:00:00.000Z' }} />
      </ChakraProvider>,
    );
    const values = Object.fromEntries([...screen.getByTestId('certificate-details').querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(values).toMatchObject({ Владелец: '—', Организация: '—', 'ИНН владельца': '—', Издатель: '—' });
  });
});
