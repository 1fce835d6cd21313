/**
 * Reads an info-point file (kf-resource/import-info-point): a CSV with a header row, or a JSON array of points. Every
 * bad line is refused with its 1-based line number and a message key; the file is taken whole or not at all. Pure, so
 * a worker thread runs it (json-tasks.ts) and a unit test on the main thread.
 */
import { INFO_POINT_IMPORT_LIMITS, type InfoPointWire } from '../../../../sdk/contract/info-point-list.js';
import { INFO_POINT_LIMITS } from '../../../../sdk/scene/info-points.js';
import { WireLimits, utf8ByteLength } from '../../../../sdk/contract/limits.js';
import { csvRecords } from './csv-records.js';

/** One refused line: the message key of `infoPoint.import.*` and its values. */
export interface InfoPointFileRefusal {
  readonly line: number;
  readonly key: string;
  readonly vars?: Readonly<Record<string, string | number>>;
}

/** The points of a file, or its refused lines (the first `maxRefusalsListed`, and how many in all). */
export type InfoPointFileResult =
  | { readonly ok: true; readonly points: InfoPointWire[] }
  | { readonly ok: false; readonly refusals: InfoPointFileRefusal[]; readonly total: number };

/** The columns a CSV header may name (case and spaces ignored); name, x, y and z are required. */
const COLUMNS = ['id', 'name', 'category', 'type', 'status', 'x', 'y', 'z', 'visible'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['name', 'x', 'y', 'z'];
/** The keys a JSON point may have. */
const JSON_KEYS = new Set(['id', 'name', 'category', 'type', 'status', 'position', 'x', 'y', 'z', 'visible']);

/** A point read from one line, before names and ids are checked across lines. */
interface Row {
  readonly line: number;
  readonly id: string | undefined;
  readonly point: Omit<InfoPointWire, 'id'>;
}

/** Collects refusals: all are counted, the first few kept. */
class Refusals {
  readonly list: InfoPointFileRefusal[] = [];
  total = 0;
  add(refusal: InfoPointFileRefusal): void {
    this.total++;
    if (this.list.length < INFO_POINT_IMPORT_LIMITS.maxRefusalsListed) this.list.push(refusal);
  }
  result(): InfoPointFileResult {
    return { ok: false, refusals: [...this.list].sort((a, b) => a.line - b.line), total: this.total };
  }
}

/** Why a text field is refused, or undefined. */
function textProblem(field: string, value: string): Omit<InfoPointFileRefusal, 'line'> | undefined {
  const max = field === 'name' ? INFO_POINT_LIMITS.nameChars : field === 'id' ? INFO_POINT_LIMITS.idChars : INFO_POINT_LIMITS.fieldChars;
  if (value.length > max) return { key: 'infoPoint.import.tooLong', vars: { field, max } };
  if (/\p{Cc}/u.test(value)) return { key: 'infoPoint.import.control', vars: { field } };
  return undefined;
}

/** A shortened value for a message. */
function shown(value: string): string {
  return value.length > 24 ? `${value.slice(0, 24)}…` : value;
}

/** Reads a file's bytes by its name's extension (.csv or .json). */
export function readInfoPointFile(bytes: Uint8Array, fileName: string): InfoPointFileResult {
  const refusals = new Refusals();
  const ext = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (ext !== 'csv' && ext !== 'json') {
    refusals.add({ line: 0, key: 'infoPoint.import.fileType', vars: { ext: ext ? `.${ext}` : '?' } });
    return refusals.result();
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    refusals.add({ line: 0, key: 'infoPoint.import.notUtf8' });
    return refusals.result();
  }
  const rows = ext === 'csv' ? csvRows(text, refusals) : jsonRows(text, refusals);
  const points = acrossLines(rows, refusals);
  if (refusals.total > 0) return refusals.result();
  if (points.length === 0) {
    refusals.add({ line: 1, key: 'infoPoint.import.empty' });
    return refusals.result();
  }
  const bytesStored = utf8ByteLength(JSON.stringify(points));
  if (bytesStored > WireLimits.storedJsonBytes) {
    refusals.add({ line: 0, key: 'infoPoint.import.tooLarge', vars: { max: WireLimits.storedJsonBytes / (1024 * 1024) } });
    return refusals.result();
  }
  return { ok: true, points };
}

/** Unique names and ids across the file; points without an id get `p<line>` (made unique). */
function acrossLines(rows: readonly Row[], refusals: Refusals): InfoPointWire[] {
  const nameLine = new Map<string, number>();
  const idLine = new Map<string, number>();
  for (const row of rows) {
    const earlier = nameLine.get(row.point.name);
    if (earlier !== undefined) refusals.add({ line: row.line, key: 'infoPoint.import.duplicate', vars: { field: 'name', value: shown(row.point.name), other: earlier } });
    else nameLine.set(row.point.name, row.line);
    if (row.id === undefined) continue;
    const earlierId = idLine.get(row.id);
    if (earlierId !== undefined && earlier === undefined) refusals.add({ line: row.line, key: 'infoPoint.import.duplicate', vars: { field: 'id', value: shown(row.id), other: earlierId } });
    else idLine.set(row.id, row.line);
  }
  if (refusals.total > 0) return []; // (a refused line anywhere: nothing is taken)
  return rows.map((row) => {
    let id = row.id;
    if (id === undefined) {
      id = `p${row.line}`;
      for (let n = 1; idLine.has(id); n++) id = `p${row.line}~${n}`;
      idLine.set(id, row.line);
    }
    return { id, ...row.point };
  });
}

const BOOLEANS: Readonly<Record<string, boolean>> = { '': true, true: true, false: false, '1': true, '0': false, yes: true, no: false };

function csvRows(text: string, refusals: Refusals): Row[] {
  const rows: Row[] = [];
  let header: (Column | undefined)[] | undefined;
  for (const record of csvRecords(text)) {
    if (record.kind === 'unclosed') {
      refusals.add({ line: record.line, key: 'infoPoint.import.unclosedQuote' });
      break;
    }
    const { line, fields } = record;
    if (fields.length === 1 && fields[0].trim() === '') continue; // a blank line
    if (!header) {
      header = readHeader(fields, line, refusals);
      if (!header) return [];
      continue;
    }
    if (rows.length + refusals.total >= INFO_POINT_IMPORT_LIMITS.maxRows) {
      refusals.add({ line, key: 'infoPoint.import.tooManyRows', vars: { max: INFO_POINT_IMPORT_LIMITS.maxRows } });
      break;
    }
    if (fields.length !== header.length) {
      refusals.add({ line, key: 'infoPoint.import.fieldCount', vars: { count: fields.length, expected: header.length } });
      continue;
    }
    const cells: Partial<Record<Column, string>> = {};
    header.forEach((column, i) => {
      if (column) cells[column] = fields[i];
    });
    const row = csvRow(line, cells);
    if ('key' in row) refusals.add(row);
    else rows.push(row);
  }
  return rows;
}

function readHeader(fields: readonly string[], line: number, refusals: Refusals): Column[] | undefined {
  const columns: Column[] = [];
  for (const field of fields) {
    const column = field.trim().toLowerCase() as Column;
    if (!COLUMNS.includes(column)) {
      refusals.add({ line, key: 'infoPoint.import.unknownColumn', vars: { column: shown(field.trim()), known: COLUMNS.join(', ') } });
      return undefined;
    }
    if (columns.includes(column)) {
      refusals.add({ line, key: 'infoPoint.import.repeatedColumn', vars: { column } });
      return undefined;
    }
    columns.push(column);
  }
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    refusals.add({ line, key: 'infoPoint.import.missingColumns', vars: { columns: missing.join(', ') } });
    return undefined;
  }
  return columns;
}

function csvRow(line: number, cells: Partial<Record<Column, string>>): Row | InfoPointFileRefusal {
  const name = (cells.name ?? '').trim();
  if (name === '') return { line, key: 'infoPoint.import.nameEmpty' };
  const texts: Record<'id' | 'name' | 'category' | 'type' | 'status', string> = {
    id: (cells.id ?? '').trim(), name, category: (cells.category ?? '').trim(), type: (cells.type ?? '').trim(), status: (cells.status ?? '').trim(),
  };
  for (const [field, value] of Object.entries(texts)) {
    const problem = textProblem(field, value);
    if (problem) return { line, ...problem };
  }
  const position: number[] = [];
  for (const axis of ['x', 'y', 'z'] as const) {
    const raw = (cells[axis] ?? '').trim();
    const value = raw === '' ? NaN : Number(raw);
    if (!Number.isFinite(value)) return { line, key: 'infoPoint.import.notNumber', vars: { field: axis, value: shown(raw) } };
    position.push(value);
  }
  const visible = BOOLEANS[(cells.visible ?? '').trim().toLowerCase()];
  if (visible === undefined) return { line, key: 'infoPoint.import.notBoolean', vars: { field: 'visible', value: shown((cells.visible ?? '').trim()) } };
  return {
    line, id: texts.id === '' ? undefined : texts.id,
    point: { name, category: texts.category, type: texts.type, status: texts.status, position: [position[0], position[1], position[2]], visible },
  };
}

function jsonRows(text: string, refusals: Refusals): Row[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    refusals.add({ line: at === undefined ? 1 : lineAt(text, Number(at)), key: 'infoPoint.import.badJson' });
    return [];
  }
  if (!Array.isArray(value)) {
    refusals.add({ line: 1, key: 'infoPoint.import.notArray' });
    return [];
  }
  const starts = itemLines(text, Math.min(value.length, INFO_POINT_IMPORT_LIMITS.maxRows + 1));
  const rows: Row[] = [];
  for (let i = 0; i < value.length; i++) {
    const line = starts[i] ?? 1;
    if (i >= INFO_POINT_IMPORT_LIMITS.maxRows) {
      refusals.add({ line, key: 'infoPoint.import.tooManyRows', vars: { max: INFO_POINT_IMPORT_LIMITS.maxRows } });
      break;
    }
    const row = jsonRow(line, value[i]);
    if ('key' in row) refusals.add(row);
    else rows.push(row);
  }
  return rows;
}

function jsonRow(line: number, item: unknown): Row | InfoPointFileRefusal {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return { line, key: 'infoPoint.import.notObject' };
  const o = item as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!JSON_KEYS.has(key)) return { line, key: 'infoPoint.import.unknownField', vars: { field: shown(key) } };
  }
  const texts: Record<string, string> = {};
  for (const field of ['id', 'name', 'category', 'type', 'status']) {
    const v = o[field];
    if (v !== undefined && typeof v !== 'string') return { line, key: 'infoPoint.import.notText', vars: { field } };
    const problem = textProblem(field, (v ?? '').trim());
    if (problem) return { line, ...problem };
    texts[field] = (v ?? '').trim();
  }
  if (texts.name === '') return { line, key: 'infoPoint.import.nameEmpty' };
  let position: [number, number, number];
  if (o.position !== undefined) {
    const p = o.position;
    if (!Array.isArray(p) || p.length !== 3 || !p.every((c) => typeof c === 'number' && Number.isFinite(c))) return { line, key: 'infoPoint.import.badPosition' };
    position = [p[0] as number, p[1] as number, p[2] as number];
  } else {
    const axes: number[] = [];
    for (const axis of ['x', 'y', 'z']) {
      const v = o[axis];
      if (typeof v !== 'number' || !Number.isFinite(v)) return { line, key: 'infoPoint.import.notNumber', vars: { field: axis, value: shown(JSON.stringify(v) ?? '') } };
      axes.push(v);
    }
    position = [axes[0], axes[1], axes[2]];
  }
  if (o.visible !== undefined && typeof o.visible !== 'boolean') return { line, key: 'infoPoint.import.notBoolean', vars: { field: 'visible', value: shown(JSON.stringify(o.visible) ?? '') } };
  return {
    line, id: texts.id === '' ? undefined : texts.id,
    point: { name: texts.name, category: texts.category, type: texts.type, status: texts.status, position, visible: o.visible !== false },
  };
}

/** 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The 1-based lines where the first `count` items of a top-level JSON array (known to parse) start. */
function itemLines(text: string, count: number): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let expectItem = false;
  for (let i = 0; i < text.length && lines.length < count; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) continue;
    if (depth === 1 && expectItem && c !== 0x5d) {
      lines.push(line);
      expectItem = false;
    }
    if (c === 0x22) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth === 1) expectItem = true;
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c && depth === 1) expectItem = true;
  }
  return lines;
}
