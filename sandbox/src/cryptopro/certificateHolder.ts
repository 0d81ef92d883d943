/** The holder rule of spec §5 (shared/platform), read by file: the platform's index needs a browser. */
export { matchCertificate } from '@portal/platform/src/signing/certificateHolder';
