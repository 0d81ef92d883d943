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
  it('shows the type, the file name, the refusal reason and the comment whole, wrapped within their columns, not only in a tooltip', () => {
    render(
      <ChakraProvider value={portalSystem}>
        <EdmTable caption="Входящие документы" rows={[{ ...doc, comment: COMMENT, refuseReason: 'Неверные реквизиты' }]} types={[]} loading={false} ticked={new Set()} onToggle={() => undefined} onToggleAll={() => undefined} />
      </ChakraProvider>,
    );
    const texts = [LONG_NAME, 'Уведомление об уступке требования', 'Причина отказа: Неверные реквизиты', COMMENT].map((text) => screen.getByText(text));
    for (const text of texts) {
      expect(text).not.toHaveStyle({ textOverflow: 'ellipsis' });
      expect(text).not.toHaveStyle({ whiteSpace: 'nowrap' });
      expect(text.closest('td')).toHaveStyle({ whiteSpace: 'normal' });
      // Capped, so the comment no longer takes the room of the others.
      expect(getComputedStyle(text).maxWidth).toMatch(/rem$/);
    }
    expect(screen.getByText('Требуется подпись')).toBeInTheDocument();
  });
});
