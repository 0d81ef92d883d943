/** The work calendar's query key: not per registry, the calendar is the same for everyone. */
export const workCalendarKeys = {
  workCalendar: ['registries', 'workCalendar'] as const,
};
