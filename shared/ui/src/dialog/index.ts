export { DialogFrame } from './DialogFrame';
export type { DialogFrameProps, DialogWidthName } from './DialogFrame';
