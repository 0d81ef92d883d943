import { Navigate, Route, Routes } from '../kit/router';
import type { CabinetPage } from '../layout/CabinetShell';
import { renderInCabinet } from './renderInCabinet';

/** What the stand-in for a cabinet's declared landing module shows. */
export const DECLARED_LANDING_TEXT = 'the declared landing page module';

function DeclaredLandingModule() {
  return <p>{DECLARED_LANDING_TEXT}</p>;
}

/**
 * A jest module factory standing in for the module a cabinet declares as its landing page's
 * (`portal.cabinet.landing.module`, decision 0054): every export it has is the stand-in, whatever the page takes
 * from it. With `jest.doMock(declaredModule, landingModuleStandIn)`, the landing route shows DECLARED_LANDING_TEXT
 * only when it renders that module: the one whose scripts the manifest lists for preloading (issue 54).
 */
export function landingModuleStandIn(): Record<string, unknown> {
  return new Proxy({}, { get: (_, key) => (key === '__esModule' ? true : key === 'then' ? undefined : DeclaredLandingModule) });
}

/** A cabinet's pages, routed as CabinetShell routes them (unknown paths to `fallback`), at `path`. */
export function renderCabinetPages(pages: readonly CabinetPage[], { cabinet, path, fallback }: { cabinet: string; path: string; fallback: string }) {
  return renderInCabinet(
    <Routes>
      {pages.map((page) => (
        <Route key={page.path} path={page.path} element={page.element} />
      ))}
      <Route path="*" element={<Navigate to={fallback} replace />} />
    </Routes>,
    { cabinet, path },
  );
}
