export { CertificateSelect, type CertificateSelectProps } from './CertificateSelect';
export { CertificatePicker, type CertificatePickerProps } from './CertificatePicker';
