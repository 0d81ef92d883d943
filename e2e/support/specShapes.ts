import { E2E_BASE_URL } from './ports';

/**
 * The sandbox's answer shapes (sandbox README, "spec-only mode"): `full` is the demo back end with every field and
 * call it has; `spec` answers only what spec §7 names — only the fields the spec names, permissions ['change'],
 * optional fields left out, ids as strings, no `alllimit` for LKK/LKP/LKD, GET /workCalendar in a non-ISO shape,
 * and 404 for every call not in §7. `POST /__sandbox/reset` goes back to the start-up mode (`full` in this suite).
 */
export type ShapesMode = 'spec' | 'full';
/** The shape GET /api/workCalendar answers in (spec §7 only says "working weekdays"). */
export type WorkCalendarShape = 'iso' | 'russian' | 'weekdays';

export interface Shapes {
  mode: ShapesMode;
  workCalendar?: WorkCalendarShape;
}

const SHAPES_URL = `${E2E_BASE_URL}/__sandbox/shapes`;

/** What the sandbox answers now. */
export async function currentShapes(): Promise<Shapes> {
  const response = await fetch(SHAPES_URL);
  if (!response.ok) throw new Error(`GET /__sandbox/shapes: ${response.status} ${await response.text()} (the sandbox has no spec-only mode control)`);
  return (await response.json()) as Shapes;
}

/** Switches the answer shapes and checks the sandbox took them (a control that ignored a field would pass silently). */
export async function setShapes(mode: ShapesMode, workCalendar?: WorkCalendarShape): Promise<void> {
  const body: Shapes = workCalendar === undefined ? { mode } : { mode, workCalendar };
  const response = await fetch(SHAPES_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST /__sandbox/shapes ${JSON.stringify(body)}: ${response.status} ${await response.text()} (the sandbox has no spec-only mode control)`);
  const now = await currentShapes();
  if (now.mode !== mode) throw new Error(`POST /__sandbox/shapes ${JSON.stringify(body)} answered ok but GET says ${JSON.stringify(now)}`);
  if (workCalendar !== undefined && now.workCalendar !== undefined && now.workCalendar !== workCalendar) {
    throw new Error(`POST /__sandbox/shapes ${JSON.stringify(body)} answered ok but GET says ${JSON.stringify(now)}`);
  }
}

/** Back to the full shapes the rest of the suite expects. */
export async function restoreFullShapes(): Promise<void> {
  await setShapes('full');
}
