export { useBackGuard, type BackGuard, type BackGuardOptions } from './useBackGuard';
export { useLeaveGuard, type LeaveTarget } from './useLeaveGuard';
export { LEAVE_LABEL, UNSAVED_TITLE, UNSAVED_INPUT_TEXT } from './leaveTexts';
