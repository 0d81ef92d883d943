/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { LKA_REGISTRIES, LKD_REGISTRIES, LKK_REGISTRIES } from '../registryCabinet';
import { API, baseHandlers, renderRegistries } from './registryTestKit';

const server = setupServer();
let logged: string[] = [];
let calls: string[] = [];
let percents: number[] = [];

interface Registry {
  permissions: string[];
  validated: boolean;
  /** The validateStatus answer; by default it agrees with `validated`. */
  validateStatus?: unknown;
  originalsValid: boolean;
  duplicate: { error: number; duplicates: unknown };
  documents: Array<{ id: number; document: { id: number; name: string; userDoc: boolean } }>;
}

let registry: Registry;

function stageHandlers(prefix: string, scope: string) {
  server.use(
    mock.get(`${API}/${prefix}/5/detail/${scope}`, () => {
      calls.push('detail');
      return HttpResponse.json({
        registry: { id: 5, number: 'Р-5/25', status: { code: 'DRAFT', name: 'Черновик' }, duplicates: 0, duplicate: false, invalided: false, validated: registry.validated },
        futureFundingDate: null,
        alllimit: '1500000.00',
        permissions: registry.permissions,
        total: 2,
      });
    }),
    mock.get(`${API}/${prefix}/5/registry/${scope}`, () => {
      calls.push('registry');
      return HttpResponse.json({ number: 'Р-5/25', debtor: 'ООО "Север"', supplier: 'ООО "Ромашка"', contractFactNum: 'CF-1', contractFactDate: '2024-01-15', amount: 3000.5 });
    }),
    mock.get(`${API}/${prefix}/5/supplies`, () => {
      calls.push('supplies');
      return HttpResponse.json({
        supplies: [
          { id: 1, supplyAmount: '1000.50', supplyDate: '2025-04-01', dueDate: '2025-05-01', updDocument: { document: { name: 'УПД-1' } }, prime: true },
          { id: 2, supplyAmount: 2000, supplyDate: '2025-04-02', updDocument: null, invalid: 'true' },
        ],
        total: 2,
      });
    }),
    mock.get(`${API}/${prefix}/5/files`, () => {
      calls.push('files');
      return HttpResponse.json({
        documentsForSigning: [{ id: 70, type: 'registryFile', name: 'Реестр.xlsx', registry: true }],
        signedDocs: [],
        origDocuments: [{ id: 80, name: 'Оригинал.pdf', valid: registry.originalsValid }],
        documents: registry.documents,
      });
    }),
    // Working days as GET /workCalendar sends them (the funding date's calendar); no test here picks a date.
    mock.get(`${API}/workCalendar`, () => HttpResponse.json(['2025-05-12', '2025-05-13', '2025-05-14'])),
    mock.get(`${API}/errorValidation/get/5`, () => HttpResponse.json(registry.duplicate.error === 2001 ? [{ field: 'debtorInn', message: 'Неверный ИНН' }] : [])),
    mock.get(`${API}/errorValidation/registries/5/validateStatus`, () => HttpResponse.json((registry.validateStatus ?? { validated: registry.validated }) as Record<string, unknown>)),
    mock.get(`${API}/${prefix}/checkduplicate/5`, () => {
      calls.push('checkduplicate');
      return HttpResponse.json(registry.duplicate);
    }),
    mock.post(`${API}/${prefix}/5/generate`, ({ request }) => {
      calls.push(`generate ${new URL(request.url).search}`);
      return new HttpResponse(new Blob(['xlsx']), { headers: { 'Content-Type': 'application/octet-stream' } });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
let unsubscribe = () => undefined as void;
beforeEach(() => {
  logged = [];
  calls = [];
  percents = [];
  registry = { permissions: ['view', 'change'], validated: false, originalsValid: true, duplicate: { error: 0, duplicates: 0 }, documents: [{ id: 31, document: { id: 90, name: 'Договор.pdf', userDoc: true } }] };
  resetOddAnswerReports();
  resetUiState();
  baseHandlers(server, logged);
  stageHandlers('registries', 'lkk');
  unsubscribe = uiStore.subscribe((state, previous) => {
    if (state.percentLoader.show && state.percentLoader.percent !== previous.percentLoader.percent) percents.push(state.percentLoader.percent);
  });
});
afterEach(() => {
  unsubscribe();
  server.resetHandlers();
});

const notifications = () => uiStore.getState().notifications.map((item) => [item.message, item.color]);

describe('registry detail', () => {
  it('loads in four stages through the percent loader at 7, 57, 89 and 100, one call each', async () => {
    renderRegistries(LKK_REGISTRIES, '/lkk/registries/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка Р-5/25' })).toBeInTheDocument();
    expect(calls).toEqual(['detail', 'registry', 'supplies', 'files']);
    expect(percents).toEqual([7, 57, 89, 100]);
    // The loader closes once the answer is shown (so that its closing does not hold back the first rows).
    await waitFor(() => expect(uiStore.getState().percentLoader.show).toBe(false));
    expect(screen.getByText('ООО "Ромашка"')).toBeInTheDocument();
    expect(screen.getByText('CF-1 от 15.01.2024')).toBeInTheDocument();
    expect(screen.getByText('1 500 000')).toBeInTheDocument();
    // Under «Поставки»: the selectable supplies put the invalid one first; the balance replaces the sum.
    const supplies = await screen.findByRole('table', { name: 'Поставки заявки' });
    expect(within(supplies).getAllByRole('row')[2]).toHaveTextContent('УПД-11 000,5001.04.202501.05.2025');
    expect(screen.getByTestId('financing-balance')).toHaveTextContent('1 500 000 Руб.');
    expect(screen.getByText('Действителен')).toBeInTheDocument();
  });

  it.each([
    ['with change', ['view', 'change'], true],
    ['without change', ['view', 'delete'], false],
  ])('shows editing controls only %s in permissions', async (_name, permissions, editable) => {
    registry.permissions = permissions;
    renderRegistries(LKK_REGISTRIES, '/lkk/registries/5');
    await screen.findByRole('heading', { level: 1, name: 'Заявка Р-5/25' });
    expect(screen.queryByRole('button', { name: 'Добавить документы' }) !== null).toBe(editable);
    expect(screen.queryByRole('button', { name: 'Удалить документ Договор.pdf' }) !== null).toBe(editable);
  });

  it.each<[string, Registry['duplicate'], boolean, boolean, [string, string][], string[]]>([
    ['error 0 with duplicates: warns and reloads the lists', { error: 0, duplicates: [1, 2] }, false, true, [['В реестре есть поставки переданные ранее', 'warning']], ['detail', 'supplies', 'files']],
    ['error 0 without duplicates, a valid original, not validated: reloads, generates, reloads files', { error: 0, duplicates: 0 }, false, true, [], ['supplies', 'files', 'generate ?isFinancing=false', 'files']],
    ['error 0 without duplicates, validated: reloads files and supplies only', { error: 0, duplicates: [] }, true, true, [], ['supplies', 'files']],
    ['error 0 without duplicates, no valid original: reloads only', { error: 0, duplicates: 0 }, false, false, [], ['supplies', 'files']],
    ['error 2001: warns of wrong data', { error: 2001, duplicates: 0 }, false, true, [['В реестре указаны неверные данные', 'warning']], []],
  ])('duplicate check, %s', async (_name, answer, validated, originalsValid, expectedNotifications, afterCheck) => {
    registry.duplicate = answer;
    registry.validated = validated;
    registry.originalsValid = originalsValid;
    renderRegistries(LKK_REGISTRIES, '/lkk/registries/5');
    await screen.findByRole('heading', { level: 1, name: 'Заявка Р-5/25' });
    calls = [];
    await userEvent.click(screen.getByRole('button', { name: 'Проверить на дубли' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Проверить на дубли' })).not.toHaveAttribute('data-loading'));
    await waitFor(() => expect(calls.slice(1).sort()).toEqual([...afterCheck].sort()));
    expect(calls[0]).toBe('checkduplicate');
    if (afterCheck.includes('generate ?isFinancing=false')) expect(calls.at(-1)).toBe('files');
    expect(notifications()).toEqual(expectedNotifications);
    if (answer.error === 2001) {
      // The field by its Russian name, never the raw code («debtorInn: …»).
      expect(await screen.findByText('Поле «ИНН дебитора» — Неверный ИНН')).toBeInTheDocument();
      expect(screen.queryByText(/debtorInn/)).toBeNull();
    }
  });

  it.each<[string, boolean | undefined, unknown, string[]]>([
    ['validateStatus says validated, registry.validated does not: no generate', false, { validated: true }, ['supplies', 'files']],
    ['validateStatus says not validated, registry.validated says it is: generates', true, { validated: false }, ['supplies', 'files', 'generate ?isFinancing=false', 'files']],
    ['validateStatus lacks it: registry.validated decides', true, { status: 'Черновик' }, ['supplies', 'files']],
  ])('duplicate check reads the validateStatus answer: %s', async (_name, validated, answer, afterCheck) => {
    registry.validated = validated ?? false;
    registry.validateStatus = answer;
    const { queryClient } = renderRegistries(LKK_REGISTRIES, '/lkk/registries/5');
    await screen.findByTestId('validate-status');
    calls = [];
    await userEvent.click(screen.getByRole('button', { name: 'Проверить на дубли' }));
    // The check has succeeded once every call it makes (reloads, a generate) has been answered; its button shows it.
    await waitFor(() => {
      expect(queryClient.getMutationCache().getAll().map((mutation) => mutation.state.status)).toEqual(['success']);
      expect(screen.getByRole('button', { name: 'Проверить на дубли' })).not.toHaveAttribute('data-loading');
    });
    expect(calls.slice(1).sort()).toEqual([...afterCheck].sort());
  });

  it('invalid supplies come first by spec fields: a supply the validation errors name, an unverified one of an invalided registry', async () => {
    server.use(
      mock.get(`${API}/registries/5/detail/lkk`, () =>
        HttpResponse.json({ registry: { id: 5, number: 'Р-5/25', invalided: true }, permissions: ['change'], alllimit: 1000 }),
      ),
      mock.get(`${API}/registries/5/supplies`, () =>
        HttpResponse.json({
          supplies: [
            { id: 1, supplyAmount: 1, verificationDebtor: true, updDocument: { document: { name: 'УПД-1' } } },
            { id: 2, supplyAmount: 2, verificationDebtor: true, updDocument: { document: { name: 'УПД-2' } } },
            { id: 3, supplyAmount: 3, verificationDebtor: false, updDocument: { document: { name: 'УПД-3' } } },
            { id: 4, supplyAmount: 4, verificationDebtor: true, updDocument: { document: { name: 'УПД-4' } } },
          ],
        }),
      ),
      mock.get(`${API}/errorValidation/get/5`, () => HttpResponse.json([{ id: 4, field: 'УПД', message: 'Нет УПД' }])),
      // No status in the detail: the row is looked up in the whole list, which does not hold it here.
      mock.post(`${API}/registries`, () => HttpResponse.json({ total: 0, items: [] })),
    );
    renderRegistries(LKK_REGISTRIES, '/lkk/registries/5');
    const table = await screen.findByRole('table', { name: 'Поставки заявки' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-supply-id'))).toEqual(['3', '4', '1', '2']);
    expect(within(rows[0]!).getByText('Ошибка в данных')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ошибка в данных')).toBeInTheDocument();
  });

  it('LKA warns when the contract was not passed to the factor', async () => {
    stageHandlers('lka/registries', 'lka');
    server.use(mock.get(`${API}/lka/registries/checkSupplyParam/5`, () => HttpResponse.json({ result: false })));
    renderRegistries(LKA_REGISTRIES, '/lka/supplies/5');
    await waitFor(() => expect(notifications()).toEqual([['Внимание! Контракт с данными реквизитами не передан фактору', 'warning']]));
  });

  it('LKD loads everything with one call and has no checks', async () => {
    server.use(
      mock.get(`${API}/lkd/registries/5/detail`, () => {
        calls.push('lkd detail');
        return HttpResponse.json({
          registry: { id: 5, number: 'Р-5/25', status: 'Черновик', debtor: 'АО "Торговый дом Север"', supplier: 'ООО "Ромашка"' },
          permissions: ['change'],
          supplies: [{ id: 1, supplyAmount: 10 }],
          total: 1,
          documents: [],
          origDocuments: [],
        });
      }),
    );
    renderRegistries(LKD_REGISTRIES, '/lkd/supplies/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка Р-5/25' })).toBeInTheDocument();
    expect(calls).toEqual(['lkd detail']);
    expect(screen.queryByRole('button', { name: 'Проверить на дубли' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Добавить документы' })).toBeInTheDocument();
  });

  it('uploads several files, refuses a wrong one before sending, keeps a failed one with a retry', async () => {
    let attempts = 0;
    const received: string[] = [];
    server.use(
      mock.post(`${API}/registries/5/documents`, async ({ request }) => {
        attempts += 1;
        const form = await request.formData();
        const names = form.getAll('files').map((file) => (file as File).name);
        if (names.includes('сбой.pdf') && attempts < 4) return HttpResponse.json({ message: 'Хранилище недоступно' }, { status: 400 });
        received.push(...names);
        registry.documents = [...registry.documents, ...names.map((name, index) => ({ id: 100 + received.length + index, document: { id: 200 + index, name, userDoc: true } }))];
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderRegistries(LKK_REGISTRIES, '/lkk/registries/5');
    await screen.findByRole('heading', { level: 1, name: 'Заявка Р-5/25' });
    const input = screen.getByTestId('document-input');
    // applyAccept off: the user may pick any file in the dialog's "all files" view; the portal checks it.
    await userEvent.setup({ applyAccept: false }).upload(input, [new File(['a'], 'акт.pdf', { type: 'application/pdf' }), new File(['b'], 'сбой.pdf', { type: 'application/pdf' }), new File(['c'], 'вирус.exe')]);
    expect(await screen.findByText(/Файл «вирус\.exe» не загружен/)).toBeInTheDocument();
    expect(await screen.findByText('Хранилище недоступно')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Документы заявки' })).toHaveTextContent('акт.pdf'));
    expect(notifications()).toContainEqual(['Документ добавлен', 'success']);
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Хранилище недоступно' });
    const picked = screen.getByRole('list', { name: 'Выбранные файлы' });
    expect(within(picked).getByText('сбой.pdf')).toBeInTheDocument();
    attempts = 10;
    await userEvent.click(within(picked).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Документы заявки' })).toHaveTextContent('сбой.pdf'));
    expect(received.sort()).toEqual(['акт.pdf', 'сбой.pdf']);
    expect(within(screen.getByRole('list', { name: 'Выбранные файлы' })).queryByText('сбой.pdf')).toBeNull();
  }, 20_000);

  it('deletes a document after confirmation', async () => {
    let deleted = '';
    server.use(
      mock.delete(`${API}/registries/5/documents/:docId`, ({ params }) => {
        deleted = String(params.docId);
        registry.documents = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRegistries(LKK_REGISTRIES, '/lkk/registries/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить документ Договор.pdf' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Удаление документа' })).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Скачать Договор.pdf' })).toBeNull());
    expect(deleted).toBe('31');
    expect(notifications()).toContainEqual(['Документ удалён', 'success']);
  });
});
