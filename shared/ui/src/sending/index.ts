export { useSingleFlight } from './useSingleFlight';
export { useSingleMutation } from './useSingleMutation';
export { useRevealOnChange } from './useRevealOnChange';
