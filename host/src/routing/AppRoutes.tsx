import { Navigate, Route, Routes } from '@portal/ui/router';
import { SCOPES, cabinetPath } from '@portal/api';
import { AppShell } from '../shell/AppShell';
import { CabinetGate } from './CabinetGate';
import { ErrorPage } from './ErrorPage';
import { LoginPage } from './LoginPage';
import { RequireSession } from './RequireSession';
import { UkepPage } from './UkepPage';

/** Routes of spec §2. Everything but /ukep sits behind the global session guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/ukep" element={<UkepPage />} />
      <Route
        element={
          <RequireSession>
            <AppShell />
          </RequireSession>
        }
      >
        <Route index element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/error" element={<ErrorPage />} />
        {SCOPES.map((scope) => (
          <Route key={scope} path={`${cabinetPath(scope)}/*`} element={<CabinetGate scope={scope} />} />
        ))}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Route>
    </Routes>
  );
}
