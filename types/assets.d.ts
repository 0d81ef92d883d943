// Build-time constants injected by webpack's DefinePlugin (see shared/build).
declare const __APP_VERSION__: string;
declare const __SANDBOX__: boolean;

// The single-bundle reference build (shared/build/src/monolith) resolves these to each remote's Cabinet.
declare module 'portal-monolith-cabinet/*' {
  const Cabinet: unknown;
  export default Cabinet;
}
