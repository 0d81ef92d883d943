import { AnotherDeviceDialog } from './AnotherDeviceDialog';
import { ConnectionNotice } from './ConnectionNotice';
import { ErrorBanner } from './ErrorBanner';
import { LoadingDialog } from './LoadingDialog';
import { LogoutConfirmDialog } from './LogoutConfirmDialog';
import { NotificationStack } from './NotificationStack';
import { PercentLoaderDialog } from './PercentLoaderDialog';
import { SessionContinueDialog } from './SessionContinueDialog';
import { SessionEndedDialog } from './SessionEndedDialog';

/** Every page-wide dialog, banner and notice of spec §2/§8, driven by the platform's UI state store. Mounted once. */
export function GlobalDialogs() {
  return (
    <>
      <LoadingDialog />
      <PercentLoaderDialog />
      <SessionContinueDialog />
      <SessionEndedDialog />
      <AnotherDeviceDialog />
      <LogoutConfirmDialog />
      <ErrorBanner />
      <NotificationStack />
      <ConnectionNotice />
    </>
  );
}
