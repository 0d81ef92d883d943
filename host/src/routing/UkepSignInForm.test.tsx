import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signing } from '@portal/platform';
import { renderShellPart } from '../testing/renderShellPart';
import { UkepSignInForm } from './UkepSignInForm';
import { signInWithCertificate } from './ukepSignIn';

jest.mock('./ukepSignIn', () => ({
  UKEP_LOADER_TEXT: '...Авторизация пользователя по УКЭП',
  signInWithCertificate: jest.fn(),
}));

const CERTIFICATE = {
  name: 'Иванов Иван Иванович',
  issuerName: 'УЦ',
  subjectName: 'CN=Иванов Иван Иванович',
  thumbprint: 'AB12',
  validFrom: '2025-01-01T00:00:00.000Z',
  validTo: '2030-01-01T00:00:00.000Z',
};

/**
 * The picker's error is the field's: aria-invalid on the picker, aria-describedby pointing at the announced text.
 * The field ties its error text in an effect after the text is shown, so this waits for the tie, not just the text.
 */
async function expectTiedError(text: string) {
  await waitFor(() => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    const picker = screen.getByRole('combobox', { name: 'Сертификат' });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('UkepSignInForm', () => {
  it('ties the plug-in failure to the certificate picker', async () => {
    jest.spyOn(signing, 'listCertificates').mockRejectedValue(new Error('Плагин недоступен'));
    renderShellPart(<UkepSignInForm />, '/ukep');
    await expectTiedError('Плагин недоступен');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('ties a refused sign-in to the certificate picker, which is not invalid before', async () => {
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([CERTIFICATE]);
    jest.mocked(signInWithCertificate).mockRejectedValue(new Error('refused'));
    renderShellPart(<UkepSignInForm />, '/ukep');
    const picker = screen.getByRole('combobox', { name: 'Сертификат' });
    expect(picker).toBeDisabled();
    await screen.findByRole('option', { name: /^Иванов Иван Иванович/ });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(picker).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(picker, 'AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Войти по УКЭП' }));
    await expectTiedError('Не удалось войти по УКЭП');
  });
});
