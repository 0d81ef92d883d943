import { chakra } from '@portal/ui/chakra';

/** The id of the page's main content, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Перейти к содержимому';

/**
 * The first stop of Tab on every page (WCAG 2.4.1): out of sight until focused, then shown over the header's corner.
 * It moves focus into the page itself, past the header and the side menu; the address does not change.
 */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      position="absolute"
      left="2"
      top="2"
      zIndex="skipLink"
      px="3"
      py="2"
      borderRadius="md"
      bg="bg.panel"
      color="fg"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'blue.600' }}
    >
      {SKIP_LINK_TEXT}
    </chakra.a>
  );
}
