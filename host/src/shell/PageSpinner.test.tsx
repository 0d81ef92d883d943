import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { BOOT_STAGES, showBootStage } from '../startup/bootStage';
import { PageSpinner } from './PageSpinner';

function renderSpinner(ui: React.ReactElement) {
  return render(<ChakraProvider value={portalSystem}>{ui}</ChakraProvider>);
}

describe('what a slow start shows', () => {
  it.each([
    ['session', 'Проверка входа в личный кабинет…', '25'],
    ['user', 'Загрузка данных пользователя…', '50'],
    ['cabinet', 'Загрузка кабинета…', '75'],
    ['page', 'Загрузка страницы…', '90'],
  ] as const)('names the %s stage and how far the start is, beside the spec’s loader text', (stage, text, percent) => {
    renderSpinner(<PageSpinner label="Загрузка..." stage={stage} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Загрузка...');
    expect(screen.getByTestId('loading-stage')).toHaveTextContent(text);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
  });

  it('without a stage shows the spec’s default text alone', () => {
    renderSpinner(<PageSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Пожалуйста, подождите. Идёт загрузка.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('updates the start page’s own line before the app is there', () => {
    document.body.innerHTML = '<div id="root"><p id="boot-step">Проверка входа в личный кабинет…</p></div>';
    showBootStage('toLogin');
    expect(document.getElementById('boot-step')).toHaveTextContent(BOOT_STAGES.toLogin);
    showBootStage('app');
    expect(document.getElementById('boot-step')).toHaveTextContent('Загрузка приложения…');
    document.body.innerHTML = '';
    expect(() => showBootStage('app')).not.toThrow();
  });
});
