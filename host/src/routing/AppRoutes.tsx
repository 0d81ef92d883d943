import { lazy, Suspense } from 'react';
import { Route, Routes } from '@portal/ui/router';
import { SCOPES, cabinetPath } from '@portal/api';
import { AppShell } from '../shell/AppShell';
import { CabinetGate } from './CabinetGate';
import { ErrorPage } from './ErrorPage';
import { LoginPage } from './LoginPage';
import { RequireSession } from './RequireSession';
import { UkepPage } from './UkepPage';
import { PageSpinner } from '../shell/PageSpinner';
import { RedirectWithStage } from './RedirectWithStage';

/** «Проверка рабочего места», a chunk of its own loaded when /check is opened. */
const WorkstationCheckPage = lazy(() => import('../workstationCheck/WorkstationCheckPage'));

/**
 * Routes of spec §2. Everything but /ukep and /check sits behind the global session guard: /check (decision 0028,
 * not in the spec) tells a visitor whether this computer can sign before they sign in.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/ukep" element={<UkepPage />} />
      <Route
        path="/check"
        element={
          <Suspense fallback={<PageSpinner stage="page" />}>
            <WorkstationCheckPage />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireSession>
            <AppShell />
          </RequireSession>
        }
      >
        <Route index element={<RedirectWithStage to="/login" stage="user" />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/error" element={<ErrorPage />} />
        {SCOPES.map((scope) => (
          <Route key={scope} path={`${cabinetPath(scope)}/*`} element={<CabinetGate scope={scope} />} />
        ))}
        <Route path="*" element={<RedirectWithStage to="/login" stage="user" />} />
      </Route>
    </Routes>
  );
}
