/**
 * The sandbox's own records of the back end (spec §3), independent of the portal's answer schemas: the
 * sandbox answers from these, shaped by its routes (ARCHITECTURE rule 8).
 */
export const SANDBOX_SCOPES = ['LKK', 'LKD', 'LKA', 'LKP'] as const;
export type SandboxScope = (typeof SANDBOX_SCOPES)[number];

/** The user record of GET /v2/user (spec §3 User). */
export interface UserRecord {
  id: number;
  username: string;
  scope: SandboxScope;
  availableSystems: SandboxScope[];
  shortName: string;
  fio: string;
  inn: string;
  innOrg: string;
  email: string;
  clientId: number | null;
  debtorId: number | null;
  agentId: number | null;
  currentLoginTime: string | null;
  previousLoginTime: string | null;
  hasActualPassword: boolean;
  eventStatus: string | null;
  iconEvent: string | null;
}

/** A login certificate as saved by POST /certificate/add (spec §3 Certificate to save). */
export interface CertificateRecord {
  id: string;
  fio: string;
  innUser: string;
  innCompany: string;
  dateTo: string;
}

/** A МЧД as the sandbox keeps it (spec §3 Power of attorney plus the number read from the file). */
export interface PowerOfAttorneyRecord {
  id: number;
  number: string;
  innCompany: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  isDeleted: boolean;
}
