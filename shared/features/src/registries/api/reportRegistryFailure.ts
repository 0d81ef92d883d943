// Temporary: the registry detail hook still imports the old name while the detail page is reworked (issue 29).
export { callReportingFailure as registryCall } from '@portal/platform';
