import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import { isShapeMode, isWorkCalendarShape, SHAPE_MODES, WORK_CALENDAR_SHAPES, type ShapeSettings } from '../state/shapeMode';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * /__sandbox/shapes (the spec-only mode): `GET` the current answer shapes, `POST {"mode": "spec"|"full", "workCalendar"?:
 * "iso"|"russian"|"weekdays"}` to switch them for the run (answers `{mode, workCalendar}`); `POST /__sandbox/reset`
 * returns to the start-up mode (SANDBOX_SHAPES).
 */
export function shapeControls(shapes: ShapeSettings): Router {
  const router = express.Router();
  router.get('/shapes', (_req, res) => {
    res.json(shapes.choice());
  });
  router.post('/shapes', (req, res) => {
    const body: unknown = req.body;
    if (!isPlainObject(body)) throw new HttpError(400, `Ожидается объект {"mode": ${SHAPE_MODES.map((mode) => `"${mode}"`).join(' | ')}}`);
    const extra = Object.keys(body).filter((key) => key !== 'mode' && key !== 'workCalendar');
    if (extra.length > 0) throw new HttpError(400, `Лишние поля: ${extra.join(', ')}`);
    if (!isShapeMode(body.mode)) throw new HttpError(400, `Неизвестный режим ответов «${String(body.mode)}»: можно ${SHAPE_MODES.join(' или ')}`);
    if (body.workCalendar !== undefined && !isWorkCalendarShape(body.workCalendar)) {
      throw new HttpError(400, `Неизвестный вид рабочего календаря «${String(body.workCalendar)}»: можно ${WORK_CALENDAR_SHAPES.join(', ')}`);
    }
    res.json(shapes.set(body.mode, body.workCalendar));
  });
  return router;
}
