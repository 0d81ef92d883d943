export { TariffsPage } from './TariffsPage';
