import type { ComponentType } from 'react';

/**
 * What the host gives a cabinet's `./Cabinet` when it renders it (ARCHITECTURE rule 2, decision 0055): no props
 * today. A cabinet takes the session, the user, the router and the query cache from the shared platform and kit, and
 * its own facts from its package. A prop added here is one the host then always gives (older cabinets ignore it); a
 * cabinet never requires a prop this type does not name, so any build runs under any host of the same platform.
 */
export type CabinetProps = Record<string, never>;

/** A cabinet remote's `./Cabinet`: every remote's is typed as this, and the host renders it as this. */
export type CabinetComponent = ComponentType<CabinetProps>;
