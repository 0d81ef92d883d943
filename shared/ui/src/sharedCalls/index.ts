export { fetchFactoringLimits, useFactoringLimits } from './useFactoringLimits';
export { DOCUMENT_TEMPLATES_KEY, fetchDocumentTemplates, downloadDocumentTemplate } from './documentTemplateCalls';
