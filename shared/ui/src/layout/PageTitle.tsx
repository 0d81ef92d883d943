import type { ReactNode } from 'react';
import { Heading } from '../kit/chakra';

interface PageTitleProps {
  children: ReactNode;
  /**
   * Names the title as where focus goes after an action that opened the page (focusWhenShown); given, the title takes
   * focus (not Tab: tabIndex -1).
   */
  focusTarget?: string;
}

/** The page's single h1. */
export function PageTitle({ children, focusTarget }: PageTitleProps) {
  return (
    <Heading as="h1" size="2xl" mb="4" {...(focusTarget ? { tabIndex: -1, 'data-focus-target': focusTarget } : {})}>
      {children}
    </Heading>
  );
}
