// Build-time constants injected by webpack's DefinePlugin (see shared/build).
declare const __APP_VERSION__: string;
declare const __SANDBOX__: boolean;
