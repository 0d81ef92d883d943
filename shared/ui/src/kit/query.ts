/**
 * The portal's one door to TanStack Query (ARCHITECTURE rule 3): shared as a versioned singleton, so a remote
 * runs on the host's QueryClient and its cache, and webpack tree-shakes the library behind this list (shared
 * directly it shipped whole: 12.3 KB br on every page). Adding a name is a minor release of @portal/ui,
 * removing one a major one (see kitVersions.json).
 */
export { QueryClient, QueryClientProvider, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { DefaultError, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
