import { Text } from '../kit/chakra';
import { lengthCount } from './lengthCount';

interface LengthCounterProps {
  /** The field's text as typed. */
  value: string;
  max: number;
  /** For the field's aria-describedby. */
  id?: string;
  /** Whether blanks around the text count (as the field's schema measures it). */
  trim?: boolean;
}

/**
 * «12 из 500» under a limited text field, turning red past the limit, so the limit is seen while typing, not after
 * sending. The field shows the limit's message itself (tooLongText) while over it; the text is never cut.
 */
export function LengthCounter({ value, max, id, trim = true }: LengthCounterProps) {
  const count = lengthCount(value, max, { trim });
  return (
    <Text id={id} fontSize="xs" alignSelf="flex-end" color={count.over ? 'fg.error' : 'fg.muted'} data-over={count.over || undefined}>
      {count.label}
    </Text>
  );
}
