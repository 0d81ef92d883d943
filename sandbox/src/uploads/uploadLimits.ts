/**
 * How much a user may upload, chosen so that no real user meets them (sandbox/README.md "Upload
 * limits"). The sandbox keeps every upload in memory, so without them one signed-in user could fill it.
 * Tests inject small ones (SandboxOptions.uploadLimits).
 */
export interface UploadLimits {
  /** Files in one call of POST {prefix}/registries/{id}/documents and POST {lkk|lkd}/event/{id}/add-file. */
  filesPerCall: number;
  /** User documents one registry may hold. */
  documentsPerRegistry: number;
  /** Files one event requirement may hold. */
  filesPerRequirement: number;
  /** Uploaded files one user may keep (all routes and cabinets together). */
  filesPerUser: number;
  /** Bytes of uploaded files one user may keep (all routes and cabinets together). */
  bytesPerUser: number;
}

export const UPLOAD_LIMITS: UploadLimits = {
  filesPerCall: 50,
  documentsPerRegistry: 200,
  filesPerRequirement: 50,
  filesPerUser: 1000,
  bytesPerUser: 100 * 1024 * 1024,
};

export function uploadLimitsOf(overrides: Partial<UploadLimits> = {}): UploadLimits {
  return { ...UPLOAD_LIMITS, ...overrides };
}

/** «100 МБ», «512 КБ», «1000 байт». */
export function russianSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} МБ`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} КБ`;
  return `${bytes} байт`;
}
