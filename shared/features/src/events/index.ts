export { LKK_EVENTS, LKP_EVENTS, LKD_EVENTS, type EventsCabinet } from './eventsCabinet';
export { EventsPage } from './screens/EventsPage';
export { CriticalEventsPanel } from './critical/CriticalEventsPanel';
export { EventGroupsDashboard } from './dashboard/EventGroupsDashboard';
export { NewEventsDialog, NEW_EVENTS_TITLE } from './newEvents/NewEventsDialog';
export { countRequirements, isMissing, isUploaded, asksForDocuments, type RequirementCounts } from './rules/requirementCounts';
export { OFFERED_CATEGORIES, CRITICAL_CATEGORIES, offeredCategories, shownCriticalEvents } from './rules/eventCategories';
export { newEventTable, isInvoiceGroup } from './rules/newEventTable';
