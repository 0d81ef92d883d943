export { CertificateSelect, type CertificateSelectProps } from './CertificateSelect';
