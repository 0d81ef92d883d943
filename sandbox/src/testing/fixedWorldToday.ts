/**
 * Unit tests read the demo world on its anchor date (worldCalendar.ts), whatever the day they run: seeded dates,
 * numbers and figures are asserted. A test of the live setting passes its own environment to worldTodayFrom.
 */
process.env.SANDBOX_TODAY = '2025-05-12';
