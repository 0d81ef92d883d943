export { DateField, DATE_FORMAT_MESSAGE, type DateFieldProps } from './DateField';
