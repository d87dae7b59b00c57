import Papa from 'papaparse';
import { badRequest } from '../../../platform/http-errors';
import { LIST_IMPORT_MAX_ROWS, listImportMessages as lm } from '../../../../shared/list-import';

export interface CsvTable {
  /** Header names, trimmed. */
  fields: string[];
  /** One record per data row, by header name; missing cells are ''. */
  rows: Record<string, string>[];
}

/**
 * Bytes that are text: no NUL anywhere (a photo or a PDF has some at once; and PostgreSQL text
 * cannot hold one, so a stray NUL in a title would otherwise fail the insert).
 */
export const looksLikeText = (bytes: Buffer) => !bytes.includes(0);

/**
 * A CSV file as both apps write it. papaparse does the quoting (commas and line ends inside
 * quotes, doubled quotes) and CRLF; the BOM that Excel-friendly exports start with is dropped
 * here so the first header is not '\uFEFFDate'. Blank lines are skipped; a short row gets ''.
 */
export function parseCsv(bytes: Buffer): CsvTable {
  if (!looksLikeText(bytes)) throw badRequest(lm.notCsv);
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const result = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    // One more than allowed, so "too many" is known without reading a huge file to its end.
    preview: LIST_IMPORT_MAX_ROWS + 1,
  });
  const fields = (result.meta.fields ?? []).filter((f) => f !== '');
  const rows = result.data.map((raw) => {
    const row: Record<string, string> = {};
    for (const field of fields) row[field] = typeof raw[field] === 'string' ? raw[field]!.trim() : '';
    return row;
  });
  return { fields, rows };
}

export const hasColumns = (fields: string[], wanted: readonly string[]) => wanted.every((w) => fields.includes(w));
