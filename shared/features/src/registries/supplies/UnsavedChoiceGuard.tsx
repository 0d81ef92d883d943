import { ConfirmDialog } from '../screens/ConfirmDialog';
import { useSelection } from './selectionContext';
import { LEAVE_LABEL, UNSAVED_TEXT, UNSAVED_TITLE } from './unsavedChoiceTexts';
import { useLeaveGuard } from '@portal/ui';

/** Asks before the page is left with ticks or a funding date not yet saved by 'Сформировать реестр'. */
export function UnsavedChoiceGuard() {
  const dirty = useSelection((state) => state.dirty);
  const guard = useLeaveGuard(dirty);
  return <ConfirmDialog open={guard.pending !== null} title={UNSAVED_TITLE} text={UNSAVED_TEXT} confirmLabel={LEAVE_LABEL} onCancel={guard.stay} onConfirm={guard.leave} />;
}
