export { DialogFrame } from './DialogFrame';
export type { DialogFrameProps, DialogWidthName } from './DialogFrame';
export { DialogCancelButton } from './DialogCancelButton';
export type { DialogCancelButtonProps } from './DialogCancelButton';
