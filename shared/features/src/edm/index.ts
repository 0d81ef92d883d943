export { EdmPage } from './screens/EdmPage';
export type { EdmCabinet, EdmScope } from './edmCabinet';
