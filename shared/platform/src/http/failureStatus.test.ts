import { HTTPError } from 'ky';
import { failureStatus } from './failureStatus';
import { UploadFailure } from './uploadWithProgress';

describe('failureStatus: the HTTP status a failed call had', () => {
  it('reads a ky HTTPError’s response', () => {
    const request = new Request('http://localhost/api/edm/list');
    const error = new HTTPError(new Response('{}', { status: 404 }), request, {} as never);
    expect(failureStatus(error)).toBe(404);
  });

  it('reads an upload’s failure', () => {
    expect(failureStatus(new UploadFailure(413, 'Файл слишком большой'))).toBe(413);
  });

  it('has none for a network failure or anything else', () => {
    expect(failureStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(failureStatus({ response: 'not a response' })).toBeUndefined();
    expect(failureStatus(null)).toBeUndefined();
  });
});
