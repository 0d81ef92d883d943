import { useState } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@portal/api';
import { sessionStore, type SigningCertificate } from '@portal/platform';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import { certificateOptionText, orderCertificates } from './certificateChoice';
import { CertificateSelect } from './CertificateSelect';

const ISSUER = 'CN=Тестовый УЦ песочницы, O=Песочница портала, C=RU';

function certificate(label: string, subject: string, validTo = '2027-11-27T10:00:00.000Z', issuerName = ISSUER): SigningCertificate {
  return { name: /CN=([^,]+)/.exec(subject)?.[1] ?? '', issuerName, subjectName: subject, thumbprint: label, validFrom: '2026-05-31T10:00:00.000Z', validTo };
}

// Two certificates of Иванов with the same name and expiry, one of another organisation, and another person's.
const OTHER_PERSON = certificate('other', 'CN=Сидоров Пётр Павлович, SN=Сидоров, G=Пётр Павлович, ИНН=540123456723, ИНН ЮЛ=7701234567, O=ООО Ромашка, C=RU');
const WITHOUT_ORG_INN = certificate('no-org', 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=770112345678, O=ООО Ромашка, C=RU');
const OWN = certificate('own', 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=770112345678, ИНН ЮЛ=7701234567, O=ООО Ромашка, C=RU');
const OTHER_ORG = certificate('other-org', 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=770112345678, ИНН ЮЛ=5401999999, O=АО Лютик, C=RU', '2027-11-27T10:00:00.000Z', 'CN=УЦ ФНС России, O=ФНС России, C=RU');
const ALL = [OTHER_PERSON, WITHOUT_ORG_INN, OTHER_ORG, OWN];

const USER = {
  id: '1', username: 'supplier', scope: 'LKK', availableSystems: ['LKK'], shortName: 'ООО Ромашка', fio: 'Иванов Иван Иванович',
  inn: '770112345678', innOrg: '7701234567', email: '', clientId: 1, debtorId: null, agentId: null, currentLoginTime: null,
  previousLoginTime: null, hasActualPassword: true, eventStatus: null, iconEvent: null,
} as User;

describe('telling certificates apart', () => {
  it('names organisation, INN, issuer and expiry in each line', () => {
    expect(certificateOptionText(OWN)).toBe('Иванов Иван Иванович, ООО Ромашка, ИНН организации 7701234567, выдан: Тестовый УЦ песочницы, до 27.11.2027');
    expect(certificateOptionText(WITHOUT_ORG_INN)).toBe('Иванов Иван Иванович, ООО Ромашка, ИНН 770112345678, выдан: Тестовый УЦ песочницы, до 27.11.2027');
    expect(certificateOptionText(OTHER_ORG)).toBe('Иванов Иван Иванович, АО Лютик, ИНН организации 5401999999, выдан: УЦ ФНС России, до 27.11.2027');
  });

  it("puts the user's own first (the organisation's INN before one needing a power of attorney) and others after", () => {
    const { own, others } = orderCertificates(ALL, USER);
    expect(own.map((item) => item.thumbprint)).toEqual(['own', 'no-org']);
    expect(others.map((item) => item.thumbprint)).toEqual(['other-org', 'other']);
  });

  it('an agent owns a certificate of another organisation when name and INN match (spec §5)', () => {
    expect(orderCertificates(ALL, { ...USER, scope: 'LKA' }).own.map((item) => item.thumbprint)).toEqual(['own', 'other-org', 'no-org']);
  });

  it('without a signed-in user no certificate is anyone own', () => {
    expect(orderCertificates(ALL, null).own).toEqual([]);
  });
});

function Harness() {
  const [value, setValue] = useState('');
  return (
    <ChakraProvider value={portalSystem}>
      <CertificateSelect certificates={ALL} loading={false} disabled={false} value={value} onChange={setValue} />
    </ChakraProvider>
  );
}

describe('CertificateSelect with a signed-in user', () => {
  afterEach(() => {
    // Unmounted first: a store reset under a mounted picker would re-render it outside act().
    cleanup();
    sessionStore.setState({ user: null });
  });

  it("offers only the user's own certificates for signing (spec §5's rule), preselects the first and describes the chosen one", async () => {
    sessionStore.setState({ user: USER });
    render(<Harness />);
    const picker = screen.getByRole('combobox', { name: 'Сертификат' });
    await waitFor(() => expect(picker).toHaveValue('own'));
    const groups = within(picker).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Ваши сертификаты']);
    // Another person's, and (outside LKA) the user's of another organisation, are not offered.
    expect(within(picker).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['', 'own', 'no-org']);
    expect(screen.queryByText(/нет ваших/)).toBeNull();
    const details = screen.getByTestId('certificate-details');
    expect(details).toHaveTextContent('ОрганизацияООО Ромашка');
    expect(details).toHaveTextContent('ИНН организации7701234567');
    expect(details).toHaveTextContent('ИздательТестовый УЦ песочницы');
    expect(details).toHaveTextContent('Действуетс 31.05.2026 по 27.11.2027');
  });

  it('offers none and says why when none is theirs', () => {
    sessionStore.setState({ user: { ...USER, inn: '000000000000' } });
    render(<Harness />);
    const picker = screen.getByRole('combobox', { name: 'Сертификат' });
    expect(picker).toHaveValue('');
    expect(within(picker).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['']);
    expect(screen.getByRole('status')).toHaveTextContent('Среди сертификатов на этом компьютере нет ваших: документы подписываются только своим сертификатом (ФИО и ИНН как в профиле).');
  });

  it('an agent is offered their certificate of another organisation too (spec §5)', async () => {
    sessionStore.setState({ user: { ...USER, scope: 'LKA' } });
    render(<Harness />);
    const picker = screen.getByRole('combobox', { name: 'Сертификат' });
    await waitFor(() => expect(picker).toHaveValue('own'));
    expect(within(picker).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['', 'own', 'other-org', 'no-org']);
  });
});
