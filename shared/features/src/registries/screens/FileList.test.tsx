import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { FileList } from './FileList';

describe('a registry file list', () => {
  it('names a file the answer names not by the list and its place, never by its id', () => {
    render(
      <ChakraProvider value={portalSystem}>
        <FileList
          title="Подписанные документы"
          unnamed="Подписанный документ"
          empty="Нет"
          rows={[
            { key: 'a', fileId: 9001, name: '' },
            { key: 'b', fileId: 9002, name: 'Реестр.xlsx.sig' },
            { key: 'c', fileId: 9003, name: '' },
          ]}
        />
      </ChakraProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Подписанный документ 1', 'Реестр.xlsx.sig', 'Подписанный документ 3']);
    expect(screen.getByRole('button', { name: 'Скачать Подписанный документ 1' })).toBeInTheDocument();
    expect(screen.queryByText(/9001|9003/)).toBeNull();
  });
});
