/**
 * Checks that a text is JSON, as JSON.parse would accept it, without building its values (issue 28: JSON.parse of a
 * 1.7 MB scene content made some 50,000 objects only to learn that it parses; this scan reads it in about two thirds
 * of the time and allocates nothing), and finds where the value of one top-level key lies, so that only that section
 * is parsed. Its own tests hold it to JSON.parse on generated and mutated texts.
 */

/** Where the value of the wanted top-level key lies in the text ([start, end)); null when the top level has no such key. */
export type JsonSection = readonly [start: number, end: number] | null;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
/** `}` is `{` + 2 and `]` is `[` + 2. */
const CLOSE_OFFSET = 2;

/**
 * Scans `text` as JSON: undefined when JSON.parse would refuse it; else the section of the top-level object's key
 * `key` (the last one, as JSON.parse keeps the last of duplicate keys), null when there is none.
 */
export function scanJson(text: string, key: string): { readonly section: JsonSection } | undefined {
  const length = text.length;
  let open = new Uint8Array(64); // the containers open around the reading point
  let depth = 0;
  let topKey = ''; // the raw text (with quotes) of the top-level key whose value is being read
  let valueStart = -1;
  let section: JsonSection = null;
  /** Read the member name at `at` (noting a top-level one): where its value starts, -1 when malformed. */
  const afterMemberName = (at: number): number => {
    const end = endOfMemberName(text, at);
    if (end >= 0 && depth === 1) {
      topKey = text.slice(at, endOfString(text, at));
      valueStart = end;
    }
    return end;
  };
  let i = skipSpace(text, 0);
  for (;;) {
    // A value starts at i.
    const c = text.charCodeAt(i);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      i = skipSpace(text, i + 1);
      if (text.charCodeAt(i) === c + CLOSE_OFFSET) {
        i++;
      } else {
        if (depth === open.length) open = grown(open);
        open[depth++] = c;
        if (c === OPEN_OBJECT && (i = afterMemberName(i)) < 0) return undefined;
        continue;
      }
    } else if (c === 0x22) {
      i = endOfString(text, i);
    } else if (c === 0x74) {
      i = text.startsWith('true', i) ? i + 4 : -1;
    } else if (c === 0x66) {
      i = text.startsWith('false', i) ? i + 5 : -1;
    } else if (c === 0x6e) {
      i = text.startsWith('null', i) ? i + 4 : -1;
    } else {
      i = endOfNumber(text, i);
    }
    if (i < 0) return undefined;
    // A value ended at i: close what it closes, then a comma starts the next value.
    for (;;) {
      if (depth === 1 && valueStart >= 0 && open[0] === OPEN_OBJECT) {
        if (isKey(topKey, key)) section = [valueStart, i];
        valueStart = -1;
      }
      i = skipSpace(text, i);
      if (depth === 0) return i === length ? { section } : undefined;
      const next = text.charCodeAt(i);
      const container = open[depth - 1];
      if (next === 0x2c) {
        i = skipSpace(text, i + 1);
        if (container === OPEN_OBJECT && (i = afterMemberName(i)) < 0) return undefined;
        break;
      }
      if (next !== container + CLOSE_OFFSET) return undefined;
      i++;
      depth--;
    }
  }
}

/** Whether a member name's raw text (with its quotes) names `key`. */
function isKey(raw: string, key: string): boolean {
  if (raw.length === key.length + 2 && raw.startsWith(key, 1)) return true;
  return raw.includes('\\') && JSON.parse(raw) === key;
}

/** After a member name at `at`, its colon and the space around it: where the member's value starts; -1 when malformed. */
function endOfMemberName(text: string, at: number): number {
  if (text.charCodeAt(at) !== 0x22) return -1;
  let i = endOfString(text, at);
  if (i < 0) return -1;
  i = skipSpace(text, i);
  if (text.charCodeAt(i) !== 0x3a) return -1;
  return skipSpace(text, i + 1);
}

function grown(open: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(open.length * 2);
  bigger.set(open);
  return bigger;
}

function skipSpace(text: string, at: number): number {
  let i = at;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** After the string whose opening quote is at `at`; -1 when it is not a JSON string. */
function endOfString(text: string, at: number): number {
  const length = text.length;
  let i = at + 1;
  for (;;) {
    if (i >= length) return -1;
    const c = text.charCodeAt(i++);
    if (c === 0x22) return i;
    if (c < 0x20) return -1;
    if (c !== 0x5c) continue;
    const escaped = text.charCodeAt(i++);
    if (escaped === 0x75) {
      if (!(isHex(text.charCodeAt(i)) && isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2)) && isHex(text.charCodeAt(i + 3)))) return -1;
      i += 4;
    } else if (!(escaped === 0x22 || escaped === 0x5c || escaped === 0x2f || escaped === 0x62 || escaped === 0x66 || escaped === 0x6e || escaped === 0x72 || escaped === 0x74)) {
      return -1;
    }
  }
}

function skipDigits(text: string, at: number): number {
  let i = at;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) i++;
    else return i;
  }
}

/** After the number starting at `at`; -1 when there is no JSON number there. */
function endOfNumber(text: string, at: number): number {
  let i = at;
  if (text.charCodeAt(i) === 0x2d) i++;
  const first = text.charCodeAt(i);
  if (first === 0x30) i++;
  else if (first >= 0x31 && first <= 0x39) i = skipDigits(text, i + 1);
  else return -1;
  if (text.charCodeAt(i) === 0x2e) {
    const from = i + 1;
    i = skipDigits(text, from);
    if (i === from) return -1;
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i++;
    const from = i;
    i = skipDigits(text, from);
    if (i === from) return -1;
  }
  return i;
}
