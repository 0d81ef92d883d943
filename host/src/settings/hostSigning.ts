import { configureSigning } from '@portal/platform';

/**
 * Where the page gets the CryptoPro plug-in from: the sandbox's emulator in sandbox builds (__SANDBOX__), CryptoPro's
 * own cadesplugin_api.js (served by the portal's web server) otherwise. Imported by the screens that sign, so the
 * platform's `signing` bridge is configured before its first use; a production build has no emulator URL in it.
 */
export const PLUGIN_SCRIPT_URL = __SANDBOX__ ? '/__sandbox/cryptopro/emulator.js' : '/cadesplugin_api.js';

configureSigning({ scriptUrl: PLUGIN_SCRIPT_URL });
