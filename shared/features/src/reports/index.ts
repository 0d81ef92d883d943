export { LKK_REPORTS, LKP_REPORTS, LKD_REPORTS, type ReportsCabinet } from './reportCabinet';
export { ReportsPage } from './screens/ReportsPage';
