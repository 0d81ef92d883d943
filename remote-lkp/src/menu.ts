import { clientCabinetMenu } from '@portal/features';

/** The LKP side menu: the client cabinets' sections (spec §2) under /lkp. */
export const LKP_MENU = clientCabinetMenu('LKP');
