import { z } from 'zod';

/** Paths whose answers decide what code the portal runs and whom it trusts. */
const PROTECTED_PATHS = ['/config', '/remotes.json'];

/** POST /__sandbox/faults: answer the next `count` requests under `path` with `status` and `body`. */
export const faultSchema = z.object({
  path: z.string().startsWith('/', 'path должен начинаться с «/»'),
  method: z
    .string()
    .transform((value) => value.toUpperCase())
    .optional(),
  status: z.number().int().min(100).max(599),
  count: z.number().int().min(1).default(1),
  body: z.unknown().optional(),
}).refine((fault) => fault.status >= 400 || !PROTECTED_PATHS.some((path) => path.startsWith(fault.path)), {
  // A "fault" that answers 2xx/3xx there would choose which script the host loads or which login server it trusts.
  message: 'На /config и /remotes.json можно подставить только ошибку (статус 400 и выше)',
  path: ['status'],
});
export type Fault = z.infer<typeof faultSchema>;

interface ActiveFault extends Fault {
  remaining: number;
}

/** Injected failures for tests; the first matching fault with answers left wins. */
export class FaultStore {
  private faults: ActiveFault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, remaining: fault.count });
  }

  clear(): void {
    this.faults = [];
  }

  list(): ReadonlyArray<Readonly<ActiveFault>> {
    return this.faults;
  }

  /** Consumes one answer of the first fault matching the request, if any. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) => candidate.remaining > 0 && path.startsWith(candidate.path) && (!candidate.method || candidate.method === method),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    this.faults = this.faults.filter((candidate) => candidate.remaining > 0);
    return fault;
  }
}
