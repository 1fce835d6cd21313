import { useState } from 'react';
import { LIVE_DATA_LIMITS, newLiveDataId, validDataSourceHeader, withDataSource } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceHeader, DataSourceKind, LocaleId } from '../../sdk/index.js';
import { currentLiveData, editLiveData } from './live-data-edits.js';
import type { PanelServices } from './panel-services.js';
import { moveToRelay, RELAY_CAPABLE_KINDS } from './relay-move.js';

/** Headers written one a line as `Name: value`; undefined when a line is not one or there are too many. */
export function parseHeaderLines(text: string): DataSourceHeader[] | undefined {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length > LIVE_DATA_LIMITS.headers) return undefined;
  const headers: DataSourceHeader[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = colon < 0 ? '' : line.slice(0, colon).trim();
    const value = colon < 0 ? '' : line.slice(colon + 1).trim();
    if (!validDataSourceHeader(name, value)) return undefined;
    headers.push({ name, value });
  }
  return headers;
}

/** The form that adds a data source to the scene (one undoable step). */
export function SourceForm({ services, kinds: all, locale, onDone }: { services: PanelServices; kinds: readonly DataSourceKind[]; locale: LocaleId; onDone(): void }) {
  const { t, document, undo } = services;
  // A relay source is made from a direct source's settings (the check box below), not chosen as a kind.
  const kinds = all.filter((k) => !k.sameServer);
  const [kindId, setKindId] = useState(kinds[0]?.id ?? '');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [qos, setQos] = useState<0 | 1>(0);
  const [pollSeconds, setPollSeconds] = useState(String(LIVE_DATA_LIMITS.pollInterval.default / 1000));
  const [headerText, setHeaderText] = useState('');
  const [staleAfter, setStaleAfter] = useState(String(LIVE_DATA_LIMITS.staleAfter.default));
  const [error, setError] = useState('');
  const [keepOnServer, setKeepOnServer] = useState(false);
  const [busy, setBusy] = useState(false);
  const kind = kinds.find((k) => k.id === kindId);
  const has = (field: string) => kind?.fields.includes(field as never) === true;
  const canRelay = kind !== undefined && RELAY_CAPABLE_KINDS.has(kind.id) && services.api !== undefined;
  const onServer = canRelay && keepOnServer;

  const add = () => {
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      setError(t('liveDataPanel.badUrl'));
      return;
    }
    if (!kind || !kind.schemes.includes(parsed.protocol)) {
      setError(t('liveDataPanel.badScheme', { schemes: kind?.schemes.join(' ') ?? '' }));
      return;
    }
    const stale = Number(staleAfter);
    if (!Number.isFinite(stale) || stale < LIVE_DATA_LIMITS.staleAfter.min || stale > LIVE_DATA_LIMITS.staleAfter.max) {
      setError(t('liveDataPanel.badStale', { min: LIVE_DATA_LIMITS.staleAfter.min, max: LIVE_DATA_LIMITS.staleAfter.max }));
      return;
    }
    const pollMs = Math.round(Number(pollSeconds) * 1000);
    const { min, max } = LIVE_DATA_LIMITS.pollInterval;
    if (has('interval') && !(pollMs >= min && pollMs <= max)) {
      setError(t('liveDataPanel.badInterval', { min: min / 1000, max: max / 1000 }));
      return;
    }
    const headers = has('headers') ? parseHeaderLines(headerText) : [];
    if (!headers) {
      setError(t('liveDataPanel.badHeaders', { max: LIVE_DATA_LIMITS.headers }));
      return;
    }
    const config = currentLiveData(document);
    if (config.sources.length >= LIVE_DATA_LIMITS.sources) {
      setError(t('liveDataPanel.tooManySources', { max: LIVE_DATA_LIMITS.sources }));
      return;
    }
    const source: DataSourceConfig = {
      id: newLiveDataId('source', config.sources),
      kind: kind.id,
      name: name.trim().slice(0, LIVE_DATA_LIMITS.nameChars) || parsed.host,
      url: parsed.href.slice(0, LIVE_DATA_LIMITS.urlChars),
      staleAfter: stale,
      username: has('username') ? username.slice(0, LIVE_DATA_LIMITS.credentialChars) : '',
      password: has('password') ? password.slice(0, LIVE_DATA_LIMITS.credentialChars) : '',
      qos: has('qos') ? qos : 0,
      interval: has('interval') ? pollMs : LIVE_DATA_LIMITS.pollInterval.default,
      ...(headers.length > 0 ? { headers } : {}),
    };
    if (!onServer) {
      editLiveData(document, undo, (c) => withDataSource(c, source), 'liveDataPanel.addSourceStep');
      onDone();
      return;
    }
    setBusy(true);
    moveToRelay(services, source).then((relayed) => {
      editLiveData(document, undo, (c) => withDataSource(c, relayed), 'liveDataPanel.addSourceStep');
      onDone();
    }, (e: unknown) => {
      setBusy(false);
      setError(t('liveDataPanel.relayFailed', { message: String((e as Error)?.message ?? e).slice(0, 200) }));
    });
  };

  return (
    <form className="kf-live-form" data-testid="live-source-form" onSubmit={(e) => { e.preventDefault(); add(); }}>
      <label>{t('liveDataPanel.kind')}
        <select value={kindId} onChange={(e) => setKindId(e.target.value)} data-testid="live-source-kind">
          {kinds.map((k) => <option key={k.id} value={k.id}>{k.titles[locale]}</option>)}
        </select>
      </label>
      <label>{t('liveDataPanel.name')}<input value={name} maxLength={LIVE_DATA_LIMITS.nameChars} onChange={(e) => setName(e.target.value)} data-testid="live-source-name" /></label>
      <label>{t('liveDataPanel.url')}<input value={url} placeholder={kind?.schemes.includes('wss:') ? 'wss://broker.example.com/mqtt' : 'https://data.example.com/feed'} maxLength={LIVE_DATA_LIMITS.urlChars} onChange={(e) => setUrl(e.target.value)} data-testid="live-source-url" /></label>
      {has('username') && <label>{t('liveDataPanel.username')}<input value={username} autoComplete="off" onChange={(e) => setUsername(e.target.value)} data-testid="live-source-username" /></label>}
      {has('password') && <label>{t('liveDataPanel.password')}<input type="password" value={password} autoComplete="new-password" onChange={(e) => setPassword(e.target.value)} data-testid="live-source-password" /></label>}
      {has('qos') && (
        <label>{t('liveDataPanel.qos')}
          <select value={qos} onChange={(e) => setQos(e.target.value === '1' ? 1 : 0)} data-testid="live-source-qos">
            <option value={0}>0</option>
            <option value={1}>1</option>
          </select>
        </label>
      )}
      {has('interval') && <label>{t('liveDataPanel.interval')}<input type="number" step="0.5" value={pollSeconds} min={LIVE_DATA_LIMITS.pollInterval.min / 1000} max={LIVE_DATA_LIMITS.pollInterval.max / 1000} onChange={(e) => setPollSeconds(e.target.value)} data-testid="live-source-interval" /></label>}
      {has('headers') && <label>{t('liveDataPanel.headers')}<textarea value={headerText} rows={2} placeholder="Authorization: Bearer …" spellCheck={false} onChange={(e) => setHeaderText(e.target.value)} data-testid="live-source-headers" /></label>}
      <label>{t('liveDataPanel.staleAfter')}<input type="number" value={staleAfter} min={LIVE_DATA_LIMITS.staleAfter.min} max={LIVE_DATA_LIMITS.staleAfter.max} onChange={(e) => setStaleAfter(e.target.value)} data-testid="live-source-stale" /></label>
      {canRelay && (
        <label className="kf-live-check">
          <input type="checkbox" checked={onServer} data-testid="live-source-relay" onChange={(e) => setKeepOnServer(e.target.checked)} />
          {t('liveDataPanel.onServer')}
        </label>
      )}
      {onServer
        ? <p className="kf-live-hint">{t('liveDataPanel.onServerHint')}</p>
        : (has('password') || has('headers')) && <p className="kf-live-hint" data-testid="live-credentials-hint">{t('liveDataPanel.credentialsHint')}</p>}
      {error && <p className="kf-live-error" role="alert">{error}</p>}
      <div className="kf-live-actions">
        <button type="button" onClick={onDone}>{t('liveDataPanel.cancel')}</button>
        <button type="submit" className="kf-live-primary" data-testid="live-source-add" disabled={busy}>{busy ? t('liveDataPanel.relayBusy') : t('liveDataPanel.add')}</button>
      </div>
    </form>
  );
}
