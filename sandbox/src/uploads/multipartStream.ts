import type { Request } from 'express';
import { HttpError } from '../api/httpError';

/** A file part of a multipart body, read whole (its size is bounded by the caller's checks while it streams). */
export interface UploadedFile {
  field: string;
  name: string;
  size: number;
  bytes: Buffer;
}

export interface MultipartForm {
  files: UploadedFile[];
  /** Text fields in the order sent; a name may repeat. */
  fields: Array<[string, string]>;
}

/**
 * What a route allows while the body streams in. Each hook throws an HttpError to refuse: reading stops at once,
 * the rest of the body is discarded unread, and nothing over the limits is ever held in memory.
 */
export interface MultipartLimits {
  /** Bytes of the whole body; above them 413 `requestTooLarge` (checked on Content-Length first, then as it streams). */
  requestBytes: number;
  requestTooLarge: () => HttpError;
  /** A file part's headers are read: `index` counts file parts from 0. */
  fileStarted?: (name: string, field: string, index: number) => void;
  /** A file part has grown to `size` bytes; `total` is every file byte so far. */
  fileGrew?: (name: string, size: number, total: number) => void;
  /** Text fields: at most this many, each at most `fieldBytes` (defaults 20 and 64 KB). */
  fields?: number;
  fieldBytes?: number;
  /** The message for a body that breaks the multipart grammar, and for one that is not multipart at all. */
  malformedText?: string;
  notMultipartText?: string;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
// Generous: a file name of 200 000 characters is still read, to be refused with the name rule's own message.
const MAX_HEADER_BYTES = 1024 * 1024;

/** How long a refused request's rest may take to arrive (read and dropped) before its connection is cut. */
const DISCARD_MS = 120_000;

/**
 * Reads and drops the rest of a refused request, then settles: clients that are still sending see the refusal
 * instead of a reset connection, and nothing is held. A body still coming after DISCARD_MS loses its connection.
 */
export function discardRest(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete || req.destroyed) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      req.socket.destroy();
      resolve();
    }, DISCARD_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

/** The boundary of a multipart/form-data content type, or undefined. */
function boundaryOf(contentType: string): string | undefined {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** A Content-Disposition parameter: quoted (browsers escape `"`, CR and LF as %22, %0D, %0A), token or RFC 5987. */
function dispositionParameter(header: string, name: string): string | undefined {
  const extended = new RegExp(`;\\s*${name}\\*\\s*=\\s*utf-8''([^;\\s]*)`, 'i').exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      return undefined;
    }
  }
  const quoted = new RegExp(`;\\s*${name}\\s*=\\s*"([^"]*)"`, 'i').exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
  const token = new RegExp(`;\\s*${name}\\s*=\\s*([^;\\s"]+)`, 'i').exec(header);
  return token?.[1];
}

interface Part {
  field: string;
  filename: string | undefined;
  chunks: Buffer[];
  size: number;
}

/**
 * Reads a multipart/form-data request as it streams in (the body must not have been read by a body parser), with the
 * route's limits checked on every chunk: a refused upload costs at most a chunk beyond the limit it broke.
 */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  const malformed = () => new HttpError(400, limits.malformedText ?? 'Некорректное тело multipart/form-data');
  const boundary = boundaryOf(req.get('content-type') ?? '');
  const refuse = (error: HttpError) => discardRest(req).then(() => Promise.reject(error));
  if (!boundary) return refuse(new HttpError(400, limits.notMultipartText ?? limits.malformedText ?? 'Ожидается multipart/form-data'));
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.requestBytes) return refuse(limits.requestTooLarge());
  const maxFields = limits.fields ?? 20;
  const maxFieldBytes = limits.fieldBytes ?? 64 * 1024;
  // The first boundary has no CRLF before it: one is put in front so every delimiter reads the same.
  const delimiter = Buffer.from(`\r\n--${boundary}`);

  return new Promise<MultipartForm>((resolve, reject) => {
    const form: MultipartForm = { files: [], fields: [] };
    let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done' = 'preamble';
    let pending: Buffer = CRLF;
    let part: Part | undefined;
    let received = 0;
    let fileBytes = 0;
    let settled = false;

    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) {
        // Drop the rest unread (nothing is buffered), then answer.
        const refusal = error instanceof HttpError ? error : malformed();
        void discardRest(req).then(() => reject(refusal));
      } else resolve(form);
    };

    const addToPart = (bytes: Buffer) => {
      if (!part || bytes.length === 0) return;
      part.size += bytes.length;
      if (part.filename !== undefined) {
        fileBytes += bytes.length;
        limits.fileGrew?.(part.filename, part.size, fileBytes);
      } else if (part.size > maxFieldBytes) {
        throw new HttpError(400, `Поле «${part.field}» слишком длинное`);
      }
      part.chunks.push(bytes);
    };

    const closePart = () => {
      if (!part) return;
      const bytes = Buffer.concat(part.chunks);
      if (part.filename !== undefined) form.files.push({ field: part.field, name: part.filename, size: bytes.length, bytes });
      else form.fields.push([part.field, bytes.toString('utf8')]);
      part = undefined;
    };

    const startPart = (headerText: string) => {
      const disposition = /^content-disposition:\s*form-data\s*(;.*)?$/im.exec(headerText)?.[0];
      if (!disposition) throw malformed();
      const field = dispositionParameter(disposition, 'name');
      if (field === undefined) throw malformed();
      const filename = dispositionParameter(disposition, 'filename');
      if (filename !== undefined) {
        limits.fileStarted?.(filename, field, form.files.length);
      } else if (form.fields.length >= maxFields) {
        throw new HttpError(400, `Не более ${maxFields} текстовых полей в запросе`);
      }
      part = { field, filename, chunks: [], size: 0 };
    };

    /** Consumes what `pending` holds as far as it can; what may be the start of a delimiter stays. */
    const advance = () => {
      for (;;) {
        if (state === 'preamble' || state === 'body') {
          const at = pending.indexOf(delimiter);
          if (at === -1) {
            // Keep a possible partial delimiter at the end; the rest is the part's (or the preamble's).
            const keep = Math.min(pending.length, delimiter.length - 1);
            if (state === 'body') addToPart(pending.subarray(0, pending.length - keep));
            pending = Buffer.from(pending.subarray(pending.length - keep));
            return;
          }
          if (state === 'body') {
            addToPart(pending.subarray(0, at));
            closePart();
          }
          pending = pending.subarray(at + delimiter.length);
          state = 'afterDelimiter';
        } else if (state === 'afterDelimiter') {
          if (pending.length < 2) return;
          if (pending[0] === 0x2d && pending[1] === 0x2d) {
            state = 'done';
            return;
          }
          // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
          const lineEnd = pending.indexOf(CRLF);
          if (lineEnd === -1) {
            if (pending.length > 256) throw malformed();
            return;
          }
          if (!/^[ \t]*$/.test(pending.subarray(0, lineEnd).toString('latin1'))) throw malformed();
          pending = pending.subarray(lineEnd + 2);
          state = 'headers';
        } else if (state === 'headers') {
          // A part with no headers at all has its blank line right away.
          const end = pending.subarray(0, 2).equals(CRLF) ? -2 : pending.indexOf(HEADER_END);
          if (end === -1) {
            if (pending.length > MAX_HEADER_BYTES) throw new HttpError(400, 'Слишком длинные заголовки части multipart/form-data');
            return;
          }
          startPart(end < 0 ? '' : pending.subarray(0, end).toString('utf8'));
          pending = pending.subarray(end < 0 ? 2 : end + 4);
          state = 'body';
        } else {
          return;
        }
      }
    };

    const onData = (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      try {
        if (received > limits.requestBytes) throw limits.requestTooLarge();
        if (state === 'done') return;
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        advance();
      } catch (error) {
        finish(error);
      }
    };
    const onEnd = () => {
      if (state !== 'done') finish(malformed());
      else finish();
    };
    const onError = (error: unknown) => finish(error);

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
