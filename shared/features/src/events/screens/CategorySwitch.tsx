import type { EventCategory } from '@portal/api';
import { Button, HStack } from '@portal/ui/chakra';
import { CATEGORY_LABELS } from '../eventTexts';

interface CategorySwitchProps {
  categories: readonly EventCategory[];
  selected: string | null;
  onSelect: (categoryEnum: string) => void;
}

export function categoryLabel(category: EventCategory): string {
  return category.name || CATEGORY_LABELS[category.categoryEnum] || category.categoryEnum;
}

/** The offered categories as toggle buttons (one pressed). */
export function CategorySwitch({ categories, selected, onSelect }: CategorySwitchProps) {
  return (
    <HStack role="group" aria-label="Категория событий" gap="2" wrap="wrap">
      {categories.map((category) => {
        const pressed = category.categoryEnum === selected;
        return (
          <Button key={category.categoryEnum} size="sm" variant={pressed ? 'solid' : 'outline'} aria-pressed={pressed} onClick={() => onSelect(category.categoryEnum)}>
            {categoryLabel(category)}
          </Button>
        );
      })}
    </HStack>
  );
}
