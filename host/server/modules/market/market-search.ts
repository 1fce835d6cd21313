/** Keyword search of the market: FTS5 trigram on SQLite, full-text plus trigram substring on PostgreSQL. */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/schema.js';
import { MarketLimits } from '../../../../sdk/contract/market.js';

/** Shortest term the trigram index serves; shorter ones (a two-character Chinese word) are matched by LIKE. */
const TRIGRAM = 3;

/** The words of a keyword (at most MarketLimits.keywordTerms). */
export function keywordTerms(keyword: string | undefined): string[] {
  return (keyword ?? '').trim().split(/\s+/u).filter((t) => t !== '').slice(0, MarketLimits.keywordTerms);
}

/** `%text%` for LIKE with its wildcards and the escape character escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An FTS5 phrase: the term in double quotes (inner quotes doubled), so no query syntax of the user's reaches FTS5. */
function ftsPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * Rows whose search text holds every term (any order). SQLite: terms of three characters or more through the FTS5
 * trigram index, shorter ones by LIKE. PostgreSQL: every term by ILIKE (the trigram index serves it), or the whole
 * keyword as an English full-text query, so 'factories' finds 'Factory'.
 */
export function keywordCondition(dialect: 'sqlite' | 'postgres', keyword: string | undefined): Expression<SqlBool> | undefined {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return undefined;
  if (dialect === 'postgres') {
    const substrings = sql.join(terms.map((t) => sql`mi.search_text ilike ${containsPattern(t)} escape '\\'`), sql` and `);
    return sql<SqlBool>`((${substrings}) or to_tsvector('english'::regconfig, mi.search_text) @@ plainto_tsquery('english'::regconfig, ${terms.join(' ')}))`;
  }
  const parts: RawBuilder<unknown>[] = [];
  const long = terms.filter((t) => [...t].length >= TRIGRAM);
  if (long.length) parts.push(sql`mi.link_uuid in (select link_uuid from market_search where market_search match ${long.map(ftsPhrase).join(' ')})`);
  for (const t of terms.filter((x) => [...x].length < TRIGRAM)) parts.push(sql`mi.search_text like ${containsPattern(t)} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** What the keyword search reads of an item. */
export function searchTextOf(parts: { title: string; sceneName: string; description: string }): string {
  return [parts.title, parts.sceneName, parts.description].filter((p) => p.trim() !== '').join('\n');
}

/** Keep SQLite's FTS5 table in step with an item's search text (PostgreSQL indexes the column itself). */
export async function indexSearchText(db: Db, dialect: 'sqlite' | 'postgres', linkUuid: string, text: string | null): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`delete from market_search where link_uuid = ${linkUuid}`.execute(db);
  if (text !== null) await sql`insert into market_search (link_uuid, body) values (${linkUuid}, ${text})`.execute(db);
}
