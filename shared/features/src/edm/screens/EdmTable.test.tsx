import { render, screen } from '@testing-library/react';
import { edmDocumentSchema } from '@portal/api';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { EdmTable } from './EdmTable';

const LONG_NAME = 'Уведомление об уступке требования ВХ-70130 по договору 878-24-ФК от 01.03.2025.pdf';
const doc = edmDocumentSchema.parse({
  id: 70130,
  date: '2025-04-23',
  fileName: LONG_NAME,
  number: 'ВХ-70130',
  status: 'Требуется подпись',
  factDocumentType: { id: 3, name: 'Уведомление об уступке требования' },
  contractFactNum: '878/24-ФК',
  signatureInfos: [],
});

describe('EDM table', () => {
  it('cuts a long file name to its column (whole in its title and text) and lets the type wrap, so the status fits', () => {
    render(
      <ChakraProvider value={portalSystem}>
        <EdmTable caption="Входящие документы" rows={[doc]} types={[]} loading={false} ticked={new Set()} onToggle={() => undefined} onToggleAll={() => undefined} />
      </ChakraProvider>,
    );
    const fileName = screen.getByText(LONG_NAME);
    expect(fileName).toHaveAttribute('title', LONG_NAME);
    expect(fileName).toHaveStyle({ maxWidth: '14rem', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    expect(screen.getByText('Уведомление об уступке требования')).toHaveStyle({ maxWidth: '12rem', whiteSpace: 'normal' });
    expect(screen.getByText('Требуется подпись')).toBeInTheDocument();
  });
});
