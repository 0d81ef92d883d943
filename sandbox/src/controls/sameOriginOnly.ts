import type { NextFunction, Request, Response } from 'express';

/**
 * Test controls change what every user of the sandbox gets (faults, resets, the signing emulator), so a web
 * page of another site must not drive them through a visitor's browser: only the portal's own pages and
 * non-browser callers (the test suite, curl) may. Browsers mark cross-site requests with Origin and
 * Sec-Fetch-Site; callers without them are not web pages.
 */
export function sameOriginOnly(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const crossOrigin = (origin !== undefined && origin !== ownOrigin) || (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none');
    if (crossOrigin) {
      res.status(403).json({ message: 'Команды песочницы принимаются только со страниц портала' });
      return;
    }
    next();
  };
}
