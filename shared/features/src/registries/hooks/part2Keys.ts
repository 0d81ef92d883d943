/** Query keys of part 2 that are not per registry (the work calendar is the same for everyone). */
export const part2Keys = {
  workCalendar: ['registries', 'workCalendar'] as const,
};
