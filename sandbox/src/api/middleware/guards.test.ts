import type { NextFunction, Request, Response } from 'express';
import type { Scope } from '@portal/api';
import { HttpError } from '../httpError';
import { authenticate, callerOf } from './authenticate';
import { cabinetGuard } from './cabinetGuard';
import { hasBody, refuseBody } from './refuseBody';
import { MISSING_REQUESTED_WITH_TEXT, requireRequestedWith } from './requireRequestedWith';

/** The sandbox's request guards, called the way express calls them, with what a caller sees: status, body, next. */
interface Outcome {
  status?: number;
  body?: unknown;
  nextCalls: unknown[][];
  res: Response;
}

function fakeRes(): Outcome {
  const outcome: Outcome = { nextCalls: [], res: undefined as unknown as Response };
  const res = {
    locals: {} as Record<string, unknown>,
    status(code: number) {
      outcome.status = code;
      return res;
    },
    json(body: unknown) {
      outcome.body = body;
      return res;
    },
  };
  outcome.res = res as unknown as Response;
  return outcome;
}

function fakeReq(path: string, headers: Record<string, string> = {}, method = 'GET'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { path, method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
}

function nextOf(outcome: Outcome): NextFunction {
  return ((...args: unknown[]) => outcome.nextCalls.push(args)) as NextFunction;
}

describe('cabinetGuard (spec §6: a scope reaches only its own cabinet API, LKP also the LKK paths)', () => {
  function guard(path: string, scope: Scope): Outcome {
    const outcome = fakeRes();
    outcome.res.locals.caller = { account: { user: { scope } }, token: { sub: 's' } };
    cabinetGuard(fakeReq(path), outcome.res, nextOf(outcome));
    return outcome;
  }

  it.each([
    ['/lkk/limits', 'LKK'],
    ['/lkk/limits', 'LKP'],
    ['/lkd/supplies', 'LKD'],
    ['/lka/rewards', 'LKA'],
    ['/lkp/tariffs', 'LKP'],
    ['/lkk', 'LKK'],
  ] as const)('lets %s through for %s', (path, scope) => {
    const outcome = guard(path, scope);
    expect(outcome.nextCalls).toEqual([[]]);
    expect(outcome.status).toBeUndefined();
  });

  it.each([
    ['/lkk/limits', 'LKD'],
    ['/lkk/limits', 'LKA'],
    ['/lkd/supplies', 'LKK'],
    ['/lkd/supplies', 'LKP'],
    ['/lka/rewards', 'LKK'],
    ['/lkp/tariffs', 'LKK'],
    ['/lkp/tariffs', 'LKA'],
  ] as const)('refuses %s to %s with 403 and a Russian message', (path, scope) => {
    const outcome = guard(path, scope);
    expect(outcome.status).toBe(403);
    expect(outcome.nextCalls).toEqual([]);
    expect((outcome.body as { message: string }).message).toMatch(/^Доступ запрещён: раздел «Кабинет .+» недоступен для текущей роли /);
    expect((outcome.body as { message: string }).message).toContain(scope);
  });

  it.each([
    ['/lkd/report/ARREARS/excel', 'LKK'],
    ['/lkp/report/ARREARS', 'LKK'],
    ['/lkp/dict/contract-facts', 'LKK'],
    ['/lka/dict/contract-facts', 'LKK'],
    ['/lkk/report/SUPPLE_PAGINATION', 'LKD'],
    ['/lkk/dict/debtors', 'LKD'],
    ['/lkk/report/PAY_RES/excel', 'LKA'],
  ] as const)("refuses another cabinet's report or dictionary path %s to %s with 403", (path, scope) => {
    const outcome = guard(path, scope);
    expect(outcome.status).toBe(403);
    expect(outcome.nextCalls).toEqual([]);
  });

  it.each([
    ['/lkk/report/ARREARS', '/lkp/report/ARREARS'],
    ['/lkk/report/ARREARS/excel', '/lkp/report/ARREARS'],
    ['/lkk/report/PAY_RES/excel', '/lkp/report/PAY_RES/excel'],
    ['/lkk/dict/debtors', '/lkp/dict/contract-facts'],
  ])("refuses LKP the LKK form %s of a call LKP makes on its own path (a remote built with LKK's settings)", (path, own) => {
    const outcome = guard(path, 'LKP');
    expect(outcome.status).toBe(403);
    expect((outcome.body as { message: string }).message).toContain(own);
    expect(guard(path, 'LKK').nextCalls).toEqual([[]]);
  });

  it.each(['/lkk/report/SUPPLE_PAGINATION', '/lkk/report/PAY_RES', '/lkk/report/YIELD/excel', '/lkk/user/limits'])('lets LKP call %s, which §7 gives LKK and LKP alike', (path) => {
    expect(guard(path, 'LKP').nextCalls).toEqual([[]]);
  });

  it('names the cabinet that was refused', () => {
    expect(guard('/lkd/supplies', 'LKK').body).toEqual({
      message: 'Доступ запрещён: раздел «Кабинет дебитора» недоступен для текущей роли LKK',
    });
  });

  it.each(['/LKD/supplies', '/Lkd/supplies', '/lKd'])('compares the cabinet prefix case-insensitively: %s is still LKD', (path) => {
    expect(guard(path, 'LKK').status).toBe(403);
    expect(guard(path, 'LKD').nextCalls).toEqual([[]]);
  });

  it.each(['/user', '/lkdx/supplies', '/system/page', '/x/lkd/supplies', '/'])('leaves paths outside the cabinets alone: %s', (path) => {
    const outcome = guard(path, 'LKA');
    expect(outcome.nextCalls).toEqual([[]]);
    expect(outcome.status).toBeUndefined();
  });
});

describe('authenticate (every /api/ call needs a valid bearer access token)', () => {
  const account = { sub: 'sub-1', user: { scope: 'LKK' } };
  // The test control's cut: tokens issued (iat) before second 1000 count as expired.
  const users = { bySub: (sub: string) => (sub === 'sub-1' ? account : undefined), isExpiredByControl: (iat: number | undefined) => (iat ?? 0) < 1000 };

  async function run(authorization: string | undefined, verify: (token: string) => Promise<{ sub: string }>): Promise<Outcome> {
    const outcome = fakeRes();
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    await authenticate(users as never, verify as never)(fakeReq('/user', headers), outcome.res, nextOf(outcome));
    return outcome;
  }

  it('passes a verified token of a known user on, with the caller recorded', async () => {
    const verify = jest.fn(async () => ({ sub: 'sub-1', iat: 1000 }));
    const outcome = await run('Bearer abc.def', verify);
    expect(verify).toHaveBeenCalledWith('abc.def');
    expect(outcome.nextCalls).toEqual([[]]);
    expect(callerOf(outcome.res)).toEqual({ account, token: { sub: 'sub-1', iat: 1000 } });
  });

  it.each([undefined, '', 'Basic abc', 'Bearer', 'Bearer '])('answers 401 without a bearer token (%p)', async (header) => {
    const verify = jest.fn(async () => ({ sub: 'sub-1' }));
    const outcome = await run(header, verify);
    expect(outcome.status).toBe(401);
    expect(outcome.body).toEqual({ message: 'Требуется авторизация: нет токена доступа (Authorization: Bearer)' });
    expect(verify).not.toHaveBeenCalled();
    expect(outcome.nextCalls).toEqual([]);
  });

  it('answers 401 "expired" for an expired token and "invalid" for any other verification failure', async () => {
    const expired = await run('Bearer t', async () => Promise.reject(new Error('token expired')));
    const invalid = await run('Bearer t', async () => Promise.reject(new Error('invalid token')));
    const thrown = await run('Bearer t', async () => Promise.reject('token expired'));
    expect(expired).toMatchObject({ status: 401, body: { message: 'Срок действия токена доступа истёк' }, nextCalls: [] });
    expect(invalid).toMatchObject({ status: 401, body: { message: 'Недействительный токен доступа' }, nextCalls: [] });
    expect(thrown).toMatchObject({ status: 401, body: { message: 'Недействительный токен доступа' } });
  });

  it('answers 401 "expired" for a valid token issued before the test control expired the tokens', async () => {
    const outcome = await run('Bearer t', async () => ({ sub: 'sub-1', iat: 999 }));
    expect(outcome).toMatchObject({ status: 401, body: { message: 'Срок действия токена доступа истёк' }, nextCalls: [] });
  });

  it('answers 401 for a valid token of a user the sandbox does not know', async () => {
    const outcome = await run('Bearer t', async () => ({ sub: 'someone-else', iat: 1000 }));
    expect(outcome).toMatchObject({ status: 401, body: { message: 'Пользователь токена доступа не найден' }, nextCalls: [] });
  });

  it('callerOf fails loudly when authenticate did not run', () => {
    expect(() => callerOf(fakeRes().res)).toThrow('authenticate middleware did not run');
  });
});

describe('requireRequestedWith (spec §7: X-Requested-With on every call)', () => {
  it.each<Record<string, string>>([{}, { 'X-Requested-With': '' }, { 'X-Requested-With': '   ' }])('refuses %p with 400', (headers) => {
    const outcome = fakeRes();
    requireRequestedWith(fakeReq('/user', headers), outcome.res, nextOf(outcome));
    expect(outcome).toMatchObject({ status: 400, body: { message: MISSING_REQUESTED_WITH_TEXT }, nextCalls: [] });
  });

  it('lets a call with the header through', () => {
    const outcome = fakeRes();
    requireRequestedWith(fakeReq('/user', { 'X-Requested-With': 'XMLHttpRequest' }), outcome.res, nextOf(outcome));
    expect(outcome.nextCalls).toEqual([[]]);
    expect(outcome.status).toBeUndefined();
  });
});

describe('refuseBody (calls that take no body)', () => {
  it.each([
    [{ 'Content-Length': '12' }, true],
    [{ 'Content-Length': '0' }, false],
    [{ 'Transfer-Encoding': 'chunked' }, true],
    [{}, false],
  ])('hasBody(%p) is %p', (headers, expected) => {
    expect(hasBody(fakeReq('/x', headers))).toBe(expected);
  });

  it('passes a 400 HttpError naming the call when a body came', () => {
    const outcome = fakeRes();
    refuseBody(fakeReq('/v2/user/lastlogin', { 'Content-Length': '2' }, 'PUT'), outcome.res, nextOf(outcome));
    const [[error]] = outcome.nextCalls as [[HttpError]];
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('PUT /api/v2/user/lastlogin не принимает тело запроса');
  });

  it('goes on without a body', () => {
    const outcome = fakeRes();
    refuseBody(fakeReq('/v2/user/lastlogin', {}, 'PUT'), outcome.res, nextOf(outcome));
    expect(outcome.nextCalls).toEqual([[]]);
  });
});
