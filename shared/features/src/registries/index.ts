export {
  LKK_REGISTRIES,
  LKP_REGISTRIES,
  LKD_REGISTRIES,
  LKA_REGISTRIES,
  registryListPath,
  registryDetailPath,
  standaloneDetailPath,
  type RegistryCabinet,
} from './registryCabinet';
export { registryPages, standaloneDetailRoutes } from './registryPages';
export type { RegistrySections } from './registrySections';
export { WithStandaloneRegistryDetail } from './StandaloneRegistryCabinet';
export { RegistriesPage } from './screens/RegistriesPage';
export { RegistryDetailPage } from './screens/RegistryDetailPage';
