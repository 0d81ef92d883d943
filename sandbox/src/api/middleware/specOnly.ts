import type { NextFunction, Request, Response } from 'express';
import { findCall } from '@portal/api/callCatalogue';
import { passwordChangeRoute } from '../../config/passwordChangePath';
import type { ShapeSettings } from '../../state/shapeMode';
import { shapeAnswer, SPEC_SHAPES } from '../specShapes';

/**
 * The spec-only mode in front of the /api/ routes (sandbox/README.md "Spec-only mode"): while `shapes` says `spec`, a call spec §7 does not
 * name answers 404 `{message}`, and a 2xx JSON answer of one it does keeps only the fields of its allow-list entry
 * (`../specShapes.ts`). Errors, empty answers and files pass untouched. In the full mode it does nothing.
 */
export function specOnly(shapes: ShapeSettings) {
  // §7's password change action has no path in the spec: where the deploy names one, that is the action.
  const { configured, routes: passwordAction } = passwordChangeRoute();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!shapes.specOnly || (configured !== undefined && req.method === 'POST' && passwordAction.includes(req.path))) {
      next();
      return;
    }
    // Express answers HEAD with the GET route.
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const entry = findCall(SPEC_SHAPES, method, req.path);
    if (!entry) {
      res.status(404).json({ message: `Вызов не описан в спецификации (§7): ${req.method} /api${req.path}` });
      return;
    }
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(res.statusCode >= 200 && res.statusCode < 300 ? shapeAnswer(entry, body, shapes) : body);
    next();
  };
}
