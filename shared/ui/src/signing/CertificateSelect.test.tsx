import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import { CertificateSelect, type CertificateSelectProps } from './CertificateSelect';
import { isWorkstationProblem } from './WorkstationCheckLink';

const CERTIFICATE = {
  name: 'Иванов Иван Иванович',
  issuerName: 'УЦ',
  subjectName: 'CN=Иванов Иван Иванович',
  thumbprint: 'AB12',
  validFrom: '2025-01-01T00:00:00.000Z',
  validTo: '2030-01-01T00:00:00.000Z',
};

function renderSelect(overrides: Partial<CertificateSelectProps> = {}) {
  render(
    <ChakraProvider value={portalSystem}>
      <CertificateSelect certificates={[CERTIFICATE]} loading={false} disabled={false} value="" onChange={jest.fn()} {...overrides} />
    </ChakraProvider>,
  );
  return screen.getByRole('combobox', { name: 'Сертификат' });
}

describe('CertificateSelect', () => {
  it('is disabled while the certificates load', () => {
    expect(renderSelect({ loading: true, certificates: undefined })).toBeDisabled();
  });

  it('is disabled when the caller disables it', () => {
    expect(renderSelect({ disabled: true })).toBeDisabled();
  });

  it('is enabled and valid with certificates and no error', () => {
    const picker = renderSelect();
    expect(picker).toBeEnabled();
    expect(picker).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /проверка рабочего места/ })).not.toBeInTheDocument();
  });

  it('announces the plug-in failure and ties it to the picker', async () => {
    const picker = renderSelect({ certificates: undefined, error: 'Плагин недоступен', disabled: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Плагин недоступен');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    // The field ties the message once it has rendered it.
    await waitFor(() => expect(picker).toHaveAccessibleDescription('Плагин недоступен'));
  });

  it('with a plug-in failure, links to the workstation check in a new tab (the dialog stays)', () => {
    renderSelect({ certificates: undefined, error: 'Не поддерживаемая версия плагина', disabled: true });
    const link = screen.getByRole('link', { name: 'проверка рабочего места (откроется в новой вкладке)' });
    expect(link).toHaveAttribute('href', '/check');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });
});

describe('isWorkstationProblem', () => {
  it.each([
    ['Плагин недоступен', true],
    ['Истекло время ожидания загрузки плагина', true],
    ['Не поддерживаемая версия CSP', true],
    ['Сертификат с отпечатком AB12 не найден', true],
    ['Нет доступных сертификатов', true],
    ['Не удалось получить документ «Реестр уступки» для подписи', false],
    ['Реестр в статусе «Отправлен фактору» изменить нельзя', false],
  ])('%s → %s', (text, diagnosable) => {
    expect(isWorkstationProblem(text)).toBe(diagnosable);
  });
});
