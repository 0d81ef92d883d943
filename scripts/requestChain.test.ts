import { longestRequestChain, requestChainDepth, roundTrips, type TimedRequest } from './requestChain';

const request = (url: string, start: number, end: number): TimedRequest => ({ url, start, end });

describe('requestChainDepth', () => {
  it('is 0 without requests and 1 for requests that all overlap', () => {
    expect(requestChainDepth([])).toBe(0);
    expect(requestChainDepth([request('a', 0, 10), request('b', 1, 12), request('c', 5, 30)])).toBe(1);
  });

  it('counts requests that each start after the one before ended', () => {
    const chain = [request('/', 0, 10), request('main.js', 10, 20), request('/config', 21, 30)];
    expect(requestChainDepth(chain)).toBe(3);
    expect(longestRequestChain(chain).map((item) => item.url)).toEqual(['/', 'main.js', '/config']);
  });

  it('does not count a request started before its predecessor ended (parallel starts shorten the chain)', () => {
    const serial = [request('session', 0, 10), request('lastlogin', 10, 20), request('user', 20, 30)];
    const together = [request('session', 0, 10), request('lastlogin', 10, 20), request('user', 10, 21)];
    expect(requestChainDepth(serial)).toBe(3);
    expect(requestChainDepth(together)).toBe(2);
  });

  it('takes the longest of several chains, whatever order the requests were recorded in', () => {
    const requests = [
      request('landing', 40, 50),
      request('short', 0, 45),
      request('entry', 20, 30),
      request('manifest', 10, 20),
      request('/', 0, 10),
      request('chunk', 30, 40),
    ];
    expect(longestRequestChain(requests).map((item) => item.url)).toEqual(['/', 'manifest', 'entry', 'chunk', 'landing']);
  });
});

describe('roundTrips', () => {
  it('divides elapsed time by the latency, to one decimal', () => {
    expect(roundTrips(5300, 400)).toBe(13.3);
    expect(roundTrips(2400, 400)).toBe(6);
  });
});
