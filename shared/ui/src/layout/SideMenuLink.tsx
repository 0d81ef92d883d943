import { useId } from 'react';
import { Link, Text, VisuallyHidden } from '../kit/chakra';
import { NavLink } from '../kit/router';
import type { MenuItem } from './menuItem';
import { AlertBell } from './signals/AlertBell';
import type { MenuSignalState } from './signals/useMenuSignals';

const SIGNAL_TEXT = {
  alerts: 'Есть новые оповещения',
  events: 'Есть события, требующие загрузки документов',
} as const;

/** What the entry's signal shows now: the description read out after the label, or nothing. */
function activeSignalText(item: MenuItem, signals: MenuSignalState | undefined): string | undefined {
  if (item.signal === 'alerts' && signals?.alert) return SIGNAL_TEXT.alerts;
  if (item.signal === 'events' && signals?.events) return SIGNAL_TEXT.events;
  return undefined;
}

/**
 * A side-menu entry; NavLink marks the current section with aria-current="page", which styles it. Its
 * signal (if any) shows as the alert bell or the event icon and colour, described to screen readers. `onFollow`
 * runs when the link is followed (the drawer closes then).
 */
export function SideMenuLink({ item, signals, onFollow }: { item: MenuItem; signals?: MenuSignalState; onFollow?: () => void }) {
  const descriptionId = useId();
  const eventSignal = item.signal === 'events' ? signals?.events : undefined;
  const Icon = eventSignal?.icon ?? item.icon;
  const description = activeSignalText(item, signals);
  return (
    <>
      <Link
        asChild
        variant="plain"
        display="flex"
        alignItems="center"
        gap="2.5"
        px="3"
        py="2.5"
        // 'sm' and the narrow padding let the longest label ('Вознаграждения', beside an icon) fit the 200 px menu
        // with room to spare for wider system fonts: the menu widens on hover only, so nothing else would show it.
        fontSize="sm"
        color="fg"
        textDecoration="none"
        borderLeftWidth="3px"
        borderLeftColor="transparent"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary', outlineOffset: '-2px' }}
        // The label stays in the text colour: the primary blue on the highlighted row is under 4.5:1 in both
        // themes. The primary colour marks the row through its border and icon (non-text, ≥ 3:1 suffices).
        _currentPage={{
          bg: 'bg.emphasized',
          color: 'fg',
          fontWeight: 'semibold',
          borderLeftColor: 'brand.primary',
          '& svg:not([data-testid=menu-event-icon])': { color: 'brand.primary' },
        }}
      >
        <NavLink to={item.path} aria-describedby={description ? descriptionId : undefined} onClick={onFollow}>
          <Icon
            size={20}
            aria-hidden="true"
            data-testid={eventSignal ? 'menu-event-icon' : undefined}
            color={eventSignal?.color ?? 'currentColor'}
            style={{ flexShrink: 0 }}
          />
          <Text as="span" truncate>
            {item.label}
          </Text>
          {item.signal === 'alerts' && <AlertBell active={signals?.alert === true} />}
        </NavLink>
      </Link>
      {description && <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>}
    </>
  );
}
