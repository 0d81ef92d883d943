export { CADES, type CadesPlugin, type CadesObjects, type CadesAbout, type CadesVersion, type CadesStore, type CadesCertificates, type CadesCertificate, type CadesSigner, type CadesSignedData, type CadesHashedData } from './cadesObjectModel';
export { SIGNING_MESSAGES, SigningError, certificateNotFoundMessage, isSigningError } from './signingMessages';
export { MIN_PLUGIN_VERSION, MIN_CSP_MAJOR_VERSION, compareVersions, isPluginVersionSupported, isCspVersionSupported, type VersionTriple } from './versions';
export { PLUGIN_LOAD_TIMEOUT_MS, loadPlugin, type LoadedPlugin, type PluginLoaderOptions } from './loadPlugin';
export { isValidAt, type SigningCertificate } from './signingCertificate';
export { parseSubjectName, type SubjectFields } from './subjectName';
export { textToBase64 } from './base64';
export { createSigningBridge, type SigningBridge, type SigningBridgeOptions } from './signingBridge';
export { configureSigning, signing } from './signingSingleton';
