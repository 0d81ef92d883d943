/**
 * The portal's one door to zod (ARCHITECTURE rule 3), used as `import { z } from '@portal/api/zod'` exactly like
 * zod/mini's own `z`. It is a federation singleton keyed by this file, so the host and a cabinet run one zod copy
 * holding only the names in ./zod/zodNames (each container bundled its own before: 8 KB br twice per page).
 */
export * as z from './zod/zodNames';
