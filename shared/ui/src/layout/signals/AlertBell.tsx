import { Bell } from '../../kit/icons';
import { ALERT_COLOR } from './useMenuSignals';

/** The bell beside the registries/supplies entry: muted, red while the alert status is true. */
export function AlertBell({ active }: { active: boolean }) {
  return (
    <Bell
      size={16}
      aria-hidden="true"
      data-testid="menu-alert-bell"
      data-active={active ? 'true' : 'false'}
      color={active ? ALERT_COLOR : 'currentColor'}
      fill={active ? ALERT_COLOR : 'none'}
      style={{ flexShrink: 0, marginLeft: 'auto', opacity: active ? 1 : 0.4 }}
    />
  );
}
