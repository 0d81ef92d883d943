export { focusTargetNamed, focusWhenShown, type FocusRequest } from './focusWhenShown';
