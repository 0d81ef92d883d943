import type { PortalEvent } from '@portal/api';
import { eventStatusColor, eventUrgencyColor } from '@portal/ui/format';
import { eventStatusLabel, NO_URGENCY_LABEL, URGENCY_LABELS } from '../eventTexts';
import { ColourMark } from './ColourMark';

/** The event's status in its §9 colour, in words (never the code). */
export function EventStatusMark({ event }: { event: PortalEvent }) {
  const code = event.status.code;
  return <ColourMark color={eventStatusColor(code)} text={eventStatusLabel(event.status)} testId="event-status" />;
}

/** The event's urgency in its §3 colour (none is grey). */
export function EventUrgencyMark({ event }: { event: Pick<PortalEvent, 'urgency'> }) {
  const urgency = event.urgency?.trim().toUpperCase() ?? null;
  return <ColourMark color={eventUrgencyColor(urgency)} text={(urgency && URGENCY_LABELS[urgency]) || NO_URGENCY_LABEL} testId="event-urgency" />;
}
