import type { ReactNode } from 'react';
import { Heading } from '../kit/chakra';

/** The page's single h1. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="2xl" mb="4">
      {children}
    </Heading>
  );
}
