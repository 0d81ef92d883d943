/** The sandbox reads certificate subjects with the portal's own parser: one reading of "SN=…, G=…, ИНН=…". */
export { parseSubjectName } from '@portal/platform/src/signing/subjectName';
