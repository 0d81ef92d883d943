export { LengthCounter } from './LengthCounter';
export { lengthCount, tooLongText } from './lengthCount';
