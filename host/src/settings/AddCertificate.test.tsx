import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@portal/api';
import { sessionStore, signing } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { AddCertificate } from './AddCertificate';

/** The picker's errors are tied to it, so a screen reader reads them with the field. */
const SOMEONE_ELSE = {
  name: 'Петров Пётр Петрович',
  issuerName: 'CN=УЦ',
  subjectName: 'CN=Петров Пётр Петрович, SN=Петров, G=Пётр Петрович, INNLE=7707083893, INN=771234567890',
  thumbprint: 'CC11',
  validFrom: '2025-01-01T00:00:00Z',
  validTo: '2030-01-01T00:00:00Z',
};

beforeEach(() => sessionStore.setState({ user: demoUser('LKK') as User }));
afterEach(() => {
  sessionStore.setState({ user: null });
  act(() => resetUiState());
  jest.restoreAllMocks();
});

describe('AddCertificate', () => {
  it('ties a plug-in failure to the picker and offers «Повторить», which asks the plug-in again', async () => {
    const list = jest.spyOn(signing, 'listCertificates').mockRejectedValueOnce(new Error('Плагин недоступен')).mockResolvedValue([SOMEONE_ELSE]);
    renderShellPart(<AddCertificate registeredIds={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Добавить сертификат' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Плагин недоступен');
    expect(screen.getByRole('combobox', { name: 'Сертификат' })).toHaveAccessibleDescription('Плагин недоступен');

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('option', { name: /Петров Пётр Петрович/ })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Сертификат' })).not.toHaveAccessibleDescription('Плагин недоступен');
  });

  it('neither offers nor pre-selects a certificate already added: the next own one is chosen', async () => {
    const own = (thumbprint: string, validTo: string) => ({
      ...SOMEONE_ELSE,
      name: 'Иванов Иван Иванович',
      subjectName: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, INNLE=7707083893, INN=500100732259',
      thumbprint,
      validTo,
    });
    const registered = 'AA'.repeat(20);
    const fresh = 'BB'.repeat(20);
    // The registered one is the newest, so it would come first among the user's own.
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([own(registered, '2031-01-01T00:00:00Z'), own(fresh, '2030-01-01T00:00:00Z')]);
    renderShellPart(<AddCertificate registeredIds={[registered.toLowerCase()]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Добавить сертификат' }));

    const picker = screen.getByRole('combobox', { name: 'Сертификат' });
    await waitFor(() => expect(picker).toHaveValue(fresh));
    expect(screen.queryByRole('option', { name: new RegExp(registered) })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['', fresh]);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });

  it('says so when every certificate of the plug-in is already added, and pre-selects none', async () => {
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([{ ...SOMEONE_ELSE, thumbprint: 'CC'.repeat(20) }]);
    renderShellPart(<AddCertificate registeredIds={['CC'.repeat(20)]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Добавить сертификат' }));
    expect(await screen.findByText('Все сертификаты на этом компьютере уже добавлены.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Сертификат' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it("ties the refusal of another person's certificate to the picker and keeps the choice", async () => {
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([SOMEONE_ELSE]);
    renderShellPart(<AddCertificate registeredIds={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Добавить сертификат' }));
    await screen.findByRole('option', { name: /Петров Пётр Петрович/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Сертификат' }), 'CC11');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const problem = await screen.findByTestId('certificate-problem');
    expect(problem).toHaveRole('alert');
    expect(problem.textContent).not.toBe('');
    const picker = screen.getByRole('combobox', { name: 'Сертификат' });
    expect(picker).toHaveAccessibleDescription(problem.textContent ?? '');
    expect(picker).toHaveValue('CC11');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
