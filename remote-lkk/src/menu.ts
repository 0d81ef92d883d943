import { clientCabinetMenu } from '@portal/features';

/** The LKK side menu: the client cabinets' sections (spec §2) under /lkk. */
export const LKK_MENU = clientCabinetMenu('LKK');
