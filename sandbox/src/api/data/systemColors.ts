
/** GET /api/system/color: light and dark palettes (spec §3 Theme, §9 default primary #1976D2). */
/** The spec names the theme switches but not their fields: the sandbox sends the names shared/api/src/CONTRACT.md lists. */
export const SYSTEM_COLORS = {
  logoWidth: 160,
  logoHeight: '40',
  animation: true,
  dialogWhiteText: false,
  light: {
    primary: '#1976D2',
    secondary: '#424242',
    error: '#D32F2F',
    warning: '#F57C00',
    success: '#2E7D32',
    text_default: '#1F2937',
    container_header: '#FFFFFF',
    container_body: '#F5F7FA',
    container_footer: '#ECEFF3',
  },
  dark: {
    primary: '#1976D2',
    secondary: '#9E9E9E',
    error: '#EF5350',
    warning: '#FFA726',
    success: '#66BB6A',
    text_default: '#E5E7EB',
    container_header: '#1E1E1E',
    container_body: '#121212',
    container_footer: '#1A1A1A',
  },
};

/** GET /api/designschema: the default theme of the portal. */
export const DESIGN_SCHEMA = 'light';
