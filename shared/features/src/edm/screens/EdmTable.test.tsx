import { render, screen } from '@testing-library/react';
import { edmDocumentSchema } from '@portal/api';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { EdmTable } from './EdmTable';

const LONG_NAME = 'Уведомление об уступке требования ВХ-70130 по договору 878-24-ФК от 01.03.2025.pdf';
const COMMENT = 'Прошу подписать до конца месяца, оригинал отправлен почтой России заказным письмом';
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
  it('cuts the long texts to their columns (whole in their titles and text) so rows keep one line and the status fits', () => {
    render(
      <ChakraProvider value={portalSystem}>
        <EdmTable caption="Входящие документы" rows={[{ ...doc, comment: COMMENT, refuseReason: 'Неверные реквизиты' }]} types={[]} loading={false} ticked={new Set()} onToggle={() => undefined} onToggleAll={() => undefined} />
      </ChakraProvider>,
    );
    const fileName = screen.getByText(LONG_NAME);
    expect(fileName).toHaveAttribute('title', LONG_NAME);
    expect(fileName).toHaveStyle({ maxWidth: '12rem', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    const type = screen.getByText('Уведомление об уступке требования');
    expect(type).toHaveAttribute('title', 'Уведомление об уступке требования');
    expect(type).toHaveStyle({ maxWidth: '10rem', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    // The comment column fills what is left: the refusal reason over the comment, each cut and whole in its title.
    const reason = screen.getByText('Причина отказа: Неверные реквизиты');
    expect(reason).toHaveAttribute('title', 'Причина отказа: Неверные реквизиты');
    expect(screen.getByText(COMMENT)).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    expect(reason.closest('td')).toHaveAttribute('data-fill-cell');
    expect(screen.getByText('Требуется подпись')).toBeInTheDocument();
  });
});
