export { CertificateSelect, type CertificateSelectProps } from './CertificateSelect';
export { CertificatePicker, type CertificatePickerProps } from './CertificatePicker';
export { WorkstationCheckLink, WORKSTATION_CHECK_PATH, isWorkstationProblem } from './WorkstationCheckLink';
export { CertificateDetails } from './CertificateDetails';
export { certificateOptionText, describeSigningCertificate, orderCertificates, type CertificateDescription, type OrderedCertificates } from './certificateChoice';
