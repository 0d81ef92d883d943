/** Moved to @portal/ui (shared by every signing dialog); kept here so existing imports keep working. */
export { CertificateSelect } from '@portal/ui';
