import type { FastifyRequest } from 'fastify';
import { settingsExtraMessages as sx } from '../../shared/settings';
import { badRequest, HttpError } from './http-errors';

/** A form with several photos and its text fields, read whole (each file within the upload limit). */
export interface MultipartPhotos {
  files: Buffer[];
  fields: Record<string, string>;
  /** More files came than `maxFiles`: the caller refuses with its own words. */
  tooMany: boolean;
}

/**
 * Reads a multipart form holding up to `maxFiles` photos (a time capsule with its letter, sealed in
 * one request so that nothing is kept unless all of it is). Nothing is decoded here: the caller
 * checks the fields first and runs each file through the photo pipeline after. A field past
 * `fieldBytes` (a text longer than any the form allows) is refused, never cut.
 */
export async function readMultipartPhotos(request: FastifyRequest, o: { maxFiles: number; fieldBytes: number; tooLong: string }): Promise<MultipartPhotos> {
  if (!request.isMultipart()) throw badRequest();
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  let tooMany = false;
  try {
    // One more file than allowed is read past only to know there were too many.
    for await (const part of request.parts({ limits: { files: o.maxFiles + 1, fieldSize: o.fieldBytes, fields: 10, parts: o.maxFiles + 12 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (files.length < o.maxFiles) files.push(data);
        else tooMany = true;
      } else {
        if (part.valueTruncated) throw badRequest(o.tooLong);
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, sx.photoTooLarge);
    if (code === 'FST_FILES_LIMIT') return { files, fields, tooMany: true };
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof HttpError || (status && status < 500)) throw err;
    throw badRequest();
  }
  return { files, fields, tooMany };
}
