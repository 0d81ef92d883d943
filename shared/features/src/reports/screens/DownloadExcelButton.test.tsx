import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInCabinet } from '@portal/ui/testing';
import type { DownloadState } from '../hooks/useReportDownload';
import { DownloadExcelButton } from './DownloadExcelButton';

function renderButton(progress: DownloadState | null, onDownload = jest.fn()) {
  renderInCabinet(<DownloadExcelButton progress={progress} onDownload={onDownload} />, { path: '/lkk/reports', cabinet: 'lkk' });
  return onDownload;
}

describe('the Excel download button', () => {
  it('downloads on click (keyboard too) and shows no progress while idle', async () => {
    const onDownload = renderButton(null);
    screen.getByRole('button', { name: /Выгрузить в Excel/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    [{ share: 0.424, receivedBytes: 444_000 }, '42 %', '42'],
    [{ share: null, receivedBytes: 1_572_864 }, '1,5 МБ', null],
  ])('shows the progress of a large file: %p', (progress, text, value) => {
    renderButton(progress);
    expect(screen.getByText(text)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Выгрузка файла Excel' });
    if (value === null) expect(bar).not.toHaveAttribute('aria-valuenow');
    else expect(bar).toHaveAttribute('aria-valuenow', value);
    expect(screen.getByRole('button', { name: /Выгрузить в Excel|Выгрузка/ })).toBeDisabled();
  });
});
