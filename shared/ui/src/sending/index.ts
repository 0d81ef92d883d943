export { useSingleFlight } from './useSingleFlight';
export { useSingleMutation } from './useSingleMutation';
