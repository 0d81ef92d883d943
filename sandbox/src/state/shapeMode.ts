/**
 * How the sandbox shapes its /api/ answers (sandbox/README.md "Spec-only mode"):
 *
 * - `full` (the default): every field the sandbox has, and every call the portal happens to make;
 * - `spec`: only the calls of spec §7 (anything else 404) and only the fields the spec names for each
 *   (`src/api/specShapes.ts`), ids as strings, optional fields left out.
 *
 * `GET /workCalendar` has three shapes because the real server's is unknown: ISO dates (the full mode's),
 * DD.MM.YYYY strings (the spec mode's default) or ISO weekday numbers of the working week (1 Monday … 5 Friday).
 */
export const SHAPE_MODES = ['full', 'spec'] as const;
export type ShapeMode = (typeof SHAPE_MODES)[number];

export const WORK_CALENDAR_SHAPES = ['iso', 'russian', 'weekdays'] as const;
export type WorkCalendarShape = (typeof WORK_CALENDAR_SHAPES)[number];

export const isShapeMode = (value: unknown): value is ShapeMode => SHAPE_MODES.includes(value as ShapeMode);
export const isWorkCalendarShape = (value: unknown): value is WorkCalendarShape => WORK_CALENDAR_SHAPES.includes(value as WorkCalendarShape);

/** The work calendar's shape a mode answers in unless a test chose another. */
export const DEFAULT_WORK_CALENDAR: Record<ShapeMode, WorkCalendarShape> = { full: 'iso', spec: 'russian' };

export interface ShapeChoice {
  mode: ShapeMode;
  workCalendar: WorkCalendarShape;
}

/** The run's answer shapes: the start-up mode (SANDBOX_SHAPES), switched by `POST /__sandbox/shapes`, restored by reset. */
export class ShapeSettings {
  private current: ShapeChoice;

  constructor(readonly startMode: ShapeMode = 'full') {
    this.current = { mode: startMode, workCalendar: DEFAULT_WORK_CALENDAR[startMode] };
  }

  get mode(): ShapeMode {
    return this.current.mode;
  }

  get workCalendar(): WorkCalendarShape {
    return this.current.workCalendar;
  }

  get specOnly(): boolean {
    return this.current.mode === 'spec';
  }

  choice(): ShapeChoice {
    return { ...this.current };
  }

  set(mode: ShapeMode, workCalendar: WorkCalendarShape = DEFAULT_WORK_CALENDAR[mode]): ShapeChoice {
    this.current = { mode, workCalendar };
    return this.choice();
  }

  reset(): void {
    this.set(this.startMode);
  }
}
