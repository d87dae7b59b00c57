/**
 * A TypeScript data module ('export default [{ name: 'Fargo', … }]') as JSON text, so the extract
 * reads a source written as code without running it: keys are quoted, single-quoted strings become
 * JSON strings and trailing commas go (outside strings only).
 */
export function tsLiteralToJson(source: string): string {
  const body = source.slice(source.indexOf('['), source.lastIndexOf(']') + 1);
  const parts: { code: boolean; text: string }[] = [];
  let code = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch !== "'" && ch !== '"') {
      code += ch;
      continue;
    }
    let s = '';
    for (i++; i < body.length && body[i] !== ch; i++) s += body[i] === '\\' ? body[++i] : body[i];
    parts.push({ code: true, text: code }, { code: false, text: JSON.stringify(s) });
    code = '';
  }
  parts.push({ code: true, text: code });
  const json = parts.map((p) => (p.code ? p.text.replace(/([A-Za-z_][A-Za-z0-9_]*)\s*:/g, '"$1":') : p.text)).join('');
  return json.replace(/,(\s*[}\]])/g, '$1');
}
