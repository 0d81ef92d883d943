import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '../kit/router';
import type { MenuItem } from './menuItem';
import { CabinetLayout } from './CabinetLayout';
import { PageSkeleton } from './lazyPage/PageSkeleton';

/** A page of a cabinet, at a path relative to the cabinet (e.g. "main", "reward/:id/detail"). */
export interface CabinetPage {
  path: string;
  element: ReactNode;
}

export interface CabinetShellProps {
  menu: readonly MenuItem[];
  pages: readonly CabinetPage[];
  /** Absolute path unknown child paths are sent to (the cabinet's landing page). */
  landing: string;
  version?: string;
}

/** Everything a cabinet remote renders under /<cabinet>/*: the layout and its relative routes. */
export function CabinetShell({ menu, pages, landing, version }: CabinetShellProps) {
  return (
    <CabinetLayout menu={menu} version={version}>
      <Routes>
        {pages.map((page) => (
          <Route key={page.path} path={page.path} element={page.element} />
        ))}
        {/* The landing page's skeleton while on the way there: a bare Navigate leaves the page empty (decision 0065). */}
        <Route
          path="*"
          element={
            <>
              <Navigate to={landing} replace />
              <PageSkeleton />
            </>
          }
        />
      </Routes>
    </CabinetLayout>
  );
}
