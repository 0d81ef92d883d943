import type { Ref } from 'react';
import { Button, HStack, Text } from '@portal/ui/chakra';
import type { EdmAction } from '../rules/edmActions';

const LABELS: Record<EdmAction, string> = {
  sign: 'Подписать',
  refuse: 'Отказать в подписи',
  edit: 'Изменить',
  delete: 'Удалить',
  download: 'Скачать',
  check: 'Проверить подпись',
};

interface EdmActionBarProps {
  tickedCount: number;
  actions: readonly EdmAction[];
  onAction: (action: EdmAction) => void;
  onCreate: () => void;
  /** «Создать документ», where focus goes after an action whose document the list does not show. */
  createRef?: Ref<HTMLButtonElement>;
}

/** «Создать документ» and exactly the actions every ticked document allows (spec §4). */
export function EdmActionBar({ tickedCount, actions, onAction, onCreate, createRef }: EdmActionBarProps) {
  return (
    <HStack role="toolbar" aria-label="Действия с документами" gap="2" flexWrap="wrap" mb="3">
      <Button ref={createRef} size="sm" colorPalette="blue" onClick={onCreate}>
        Создать документ
      </Button>
      <Text color="fg.muted" aria-live="polite" ml="2">
        {tickedCount > 0 ? `Выбрано: ${tickedCount}` : 'Отметьте документы, чтобы подписать, скачать или проверить их'}
      </Text>
      {actions.map((action) => (
        <Button key={action} size="sm" variant={action === 'delete' || action === 'refuse' ? 'outline' : 'subtle'} colorPalette={action === 'delete' || action === 'refuse' ? 'red' : 'blue'} onClick={() => onAction(action)}>
          {LABELS[action]}
        </Button>
      ))}
    </HStack>
  );
}
