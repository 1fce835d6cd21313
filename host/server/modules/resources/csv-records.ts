/**
 * The records of a CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, line breaks and
 * doubled quotes; CRLF or LF), each with the 1-based line it starts on, so a refusal can name the line a person sees.
 */

/** A record, or a quoted field never closed (the rest of the text is in it). */
export type CsvRecord =
  | { readonly kind: 'record'; readonly line: number; readonly fields: string[] }
  | { readonly kind: 'unclosed'; readonly line: number };

export function* csvRecords(text: string): Generator<CsvRecord> {
  let line = 1;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      // A field starts at i.
      if (text.charCodeAt(i) === 0x22) {
        const quoteLine = line;
        let value = '';
        let j = i + 1;
        for (;;) {
          const close = text.indexOf('"', j);
          if (close < 0) {
            yield { kind: 'unclosed', line: quoteLine };
            return;
          }
          const part = text.slice(j, close);
          value += part;
          for (let k = part.indexOf('\n'); k >= 0; k = part.indexOf('\n', k + 1)) line++;
          if (text.charCodeAt(close + 1) === 0x22) {
            value += '"';
            j = close + 2;
            continue;
          }
          i = close + 1;
          break;
        }
        // Text between the closing quote and the separator is kept, as spreadsheets do.
        const end = nextStop(text, i);
        fields.push(value + text.slice(i, end));
        i = end;
      } else {
        const end = nextStop(text, i);
        fields.push(text.slice(i, end));
        i = end;
      }
      const c = text.charCodeAt(i);
      if (c === 0x2c) {
        i++;
        continue;
      }
      // End of the record: a line break (CRLF or LF) or the end of the text.
      if (c === 0x0d) i++;
      if (text.charCodeAt(i) === 0x0a) i++;
      line++;
      break;
    }
    const last = fields.length - 1;
    if (fields[last].endsWith('\r')) fields[last] = fields[last].slice(0, -1);
    yield { kind: 'record', line: start, fields };
  }
}

/** Index of the next comma or line break from `from` (or the text's end). */
function nextStop(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2c || c === 0x0a || c === 0x0d) return i;
  }
  return text.length;
}
