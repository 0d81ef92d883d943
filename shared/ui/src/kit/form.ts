/**
 * The portal's one door to react-hook-form and its zod resolver (ARCHITECTURE rules 3 and 6): shared as a
 * versioned singleton, so host and cabinets run one copy and webpack tree-shakes the library behind this list
 * (shared directly, react-hook-form shipped whole: 14.6 KB br on every page with a form). Adding a name is a
 * minor release of @portal/ui, removing one a major one (see kitVersions.json).
 */
export { useForm } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
