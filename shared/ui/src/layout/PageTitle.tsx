import { createContext, useContext, type ReactNode } from 'react';
import { Heading } from '../kit/chakra';

const TitleLevel = createContext<'h1' | 'h2'>('h1');

/**
 * A page shown inside another page (a tab of the registry list showing the cabinet's main page, reports or rewards):
 * its title is a heading under the outer page's, not a second h1.
 */
export function EmbeddedPage({ children }: { children: ReactNode }) {
  return <TitleLevel.Provider value="h2">{children}</TitleLevel.Provider>;
}

interface PageTitleProps {
  children: ReactNode;
  /**
   * Names the title as where focus goes after an action that opened the page (focusWhenShown); given, the title takes
   * focus (not Tab: tabIndex -1).
   */
  focusTarget?: string;
}

/** The page's single h1 (an h2 inside an EmbeddedPage). */
export function PageTitle({ children, focusTarget }: PageTitleProps) {
  const level = useContext(TitleLevel);
  return (
    <Heading as={level} size={level === 'h1' ? '2xl' : 'xl'} mb="4" {...(focusTarget ? { tabIndex: -1, 'data-focus-target': focusTarget } : {})}>
      {children}
    </Heading>
  );
}
