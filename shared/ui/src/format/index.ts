export { formatMoney, formatMoney4 } from './money';
export { formatDate, formatDateTime, formatDateTimeMinutes, formatCertificateDate } from './dates';
export { eventStatusColor, eventUrgencyColor, EVENT_GREEN, EVENT_RED, EVENT_ORANGE, EVENT_GRAY } from './eventColors';
export { EVENT_MONEY_FIELDS, EVENT_DATE_FIELDS, formatEventField } from './eventTableFields';
export { NO_VALUE, orDash } from './orDash';
