export { CertificateSelect, type CertificateSelectProps } from './CertificateSelect';
export { CertificatePicker, type CertificatePickerProps } from './CertificatePicker';
export { WorkstationCheckLink, WORKSTATION_CHECK_PATH, isWorkstationProblem } from './WorkstationCheckLink';
