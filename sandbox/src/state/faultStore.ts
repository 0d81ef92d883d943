import { z } from 'zod';

/** Only the API's answers may be replaced by a non-error: anywhere else a 2xx/3xx "fault" is content the page runs. */
const API_PREFIX = '/api/';

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
}).refine((fault) => fault.status >= 400 || fault.path.startsWith(API_PREFIX), {
  // A "fault" that answers 2xx/3xx outside /api/ would choose which script the host loads (/main.js, a chunk), which
  // login server it trusts (/config) or which cabinet it runs (/remotes.json).
  message: 'Вне /api/ можно подставить только ошибку (статус 400 и выше)',
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
