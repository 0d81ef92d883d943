/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { uiStore } from '@portal/platform';
import { renderInCabinet } from '@portal/ui/testing';
import { DocumentFormDialog } from './DocumentFormDialog';

const API = 'http://localhost/api';
const TYPES = [
  { id: 1, name: 'Письмо' },
  { id: 4, name: 'Акт сверки взаиморасчётов' },
];

const server = setupServer();
let sent: Array<Record<string, string | string[]>> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
  server.use(
    mock.post(`${API}/edm/save`, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string | string[]> = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else fields[name] = [...((fields[name] as string[] | undefined) ?? []), value.name];
      }
      sent.push(fields);
      return fields.documentType === '4' ? HttpResponse.json({ message: 'Файл «a.pdf» пуст' }, { status: 400 }) : HttpResponse.json({ content: [{ id: 1 }] }, { status: 201 });
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  uiStore.setState({ notifications: [] });
});

function renderDialog(onSaved = jest.fn(), onClose = jest.fn()) {
  renderInCabinet(<DocumentFormDialog open editing={null} types={TYPES} onClose={onClose} onSaved={onSaved} />, { path: '/lkk/edo', cabinet: 'lkk' });
  return { onSaved, onClose, dialog: screen.getByTestId('edm-document-form') };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('new outgoing document (POST /edm/save)', () => {
  it('checks the type and the files before sending anything', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Выберите тип документа')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Тип документа/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Выберите хотя бы один файл')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText(/Файлы/), new File(['MZ'], 'setup.exe'), { applyAccept: false });
    expect(within(dialog).getByText(/Недопустимый тип файла «setup.exe»/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(sent).toEqual([]);
  });

  it('«Добавить» on an empty form says everything that is missing at once and focuses the first', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Выберите тип документа')).toBeVisible();
    expect(within(dialog).getByText('Выберите хотя бы один файл')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Тип документа/ })).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('files are chosen with the portal’s own button, not the browser’s native file field', async () => {
    const { dialog } = renderDialog();
    const input = within(dialog).getByLabelText(/Файлы/);
    expect(input).not.toBeVisible();
    const button = within(dialog).getByRole('button', { name: 'Выбрать файлы' });
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await userEvent.click(button);
    expect(opened).toHaveBeenCalled();
    await userEvent.upload(input, pdf('Письмо.pdf'));
    expect(within(dialog).getByTestId('edm-chosen-files')).toHaveTextContent('Выбрано: Письмо.pdf');
  });

  it('sends the type, comment and files, then says «Документ добавлен»', async () => {
    const { dialog, onSaved } = renderDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Тип документа/ }), '1');
    await userEvent.upload(within(dialog).getByLabelText(/Файлы/), [pdf('Письмо.pdf'), pdf('Акт.pdf')]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Просим подписать');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([{ documentType: '1', comment: 'Просим подписать', files: ['Письмо.pdf', 'Акт.pdf'] }]);
    expect(uiStore.getState().notifications.map((note) => note.message)).toEqual(['Документ добавлен']);
  });

  it('keeps the input and shows the server’s message when saving fails', async () => {
    const { dialog, onSaved } = renderDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Тип документа/ }), '4');
    await userEvent.upload(within(dialog).getByLabelText(/Файлы/), pdf('a.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Файл «a.pdf» пуст');
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('combobox', { name: /Тип документа/ })).toHaveValue('4');
    // The chosen file is named, so the user sees it is still there to send.
    expect(within(dialog).getByTestId('edm-chosen-files')).toHaveTextContent('Выбрано: a.pdf');
  });

  it('refuses an empty file and a name with a path in Russian, tied to the field, and keeps the type and comment', async () => {
    const { dialog } = renderDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Тип документа/ }), '1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Просим подписать');
    const input = within(dialog).getByLabelText(/Файлы/);
    await userEvent.upload(input, [pdf('Письмо.pdf'), new File([], 'пустой.pdf', { type: 'application/pdf' }), pdf('../Акт.pdf')]);
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Файл «пустой.pdf» пуст');
    expect(alert).toHaveTextContent('Файл «../Акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Файл «пустой.pdf» пуст'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(sent).toEqual([]);
    expect(within(dialog).getByRole('combobox', { name: /Тип документа/ })).toHaveValue('1');
    expect(within(dialog).getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Просим подписать');
    await userEvent.upload(input, pdf('Письмо.pdf'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends one request for a double click on «Добавить»', async () => {
    const { dialog, onSaved } = renderDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Тип документа/ }), '1');
    await userEvent.upload(within(dialog).getByLabelText(/Файлы/), pdf('Письмо.pdf'));
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
  });
});
