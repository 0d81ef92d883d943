export { DateField, DATE_FORMAT_MESSAGE, DATE_UNSELECTABLE_MESSAGE, type DateFieldProps } from './DateField';
export type { Day } from './calendarMonth';
