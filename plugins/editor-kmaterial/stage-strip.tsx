import { useState } from 'react';
import { KMATERIAL_LIMITS } from '../../sdk/index.js';
import type { KChannel } from '../../sdk/index.js';
import { ContextMenu } from './context-menu.js';
import type { MenuAt, MenuItem } from './context-menu.js';
import type { KEditorContext } from './editor-context.js';
import { moveStage, removeStage, updateStage } from './edits.js';

interface Props {
  readonly ctx: KEditorContext;
  readonly channel: KChannel;
  readonly channelIndex: number;
  readonly selected: number | undefined;
  onSelect(index: number | undefined): void;
}

/**
 * A channel's stages as tiles, left to right in the order they apply: click selects, right-click opens the stage's menu
 * (move left / right, enable, fresnel, delete); right-click on the strip or the + tile adds a stage.
 */
export function StageStrip({ ctx, channel, channelIndex, selected, onSelect }: Props) {
  const { t, store } = ctx;
  const [menu, setMenu] = useState<MenuAt | undefined>();
  const edit = (change: (c: KChannel) => KChannel) => ctx.guard(() => store.editChannel(channelIndex, change));
  const addMenu = (x: number, y: number): MenuAt => ({
    x, y,
    items: ctx.kinds().map((kind): MenuItem => ({
      id: `add-${kind.id}`, label: ctx.pick(kind.titles), disabled: channel.stages.length >= KMATERIAL_LIMITS.stagesPerChannel,
      run: () => ctx.guard(() => { store.addStage(channelIndex, kind.id); onSelect(channel.stages.length); }),
    })),
  });
  const stageMenu = (index: number, x: number, y: number): MenuAt => {
    const stage = channel.stages[index];
    const kind = ctx.kinds().find((k) => k.id === stage?.kind);
    const items: MenuItem[] = [
      { id: 'left', label: t('kmaterial.moveLeft'), disabled: index === 0, run: () => { edit((c) => moveStage(c, index, -1)); onSelect(Math.max(0, index - 1)); } },
      { id: 'right', label: t('kmaterial.moveRight'), disabled: index === channel.stages.length - 1, run: () => { edit((c) => moveStage(c, index, 1)); onSelect(Math.min(channel.stages.length - 1, index + 1)); } },
      { id: 'toggle', label: stage?.enabled ? t('kmaterial.disable') : t('kmaterial.enable'), run: () => edit((c) => updateStage(c, index, { enabled: !stage?.enabled })) },
    ];
    if (kind?.supportsFresnel) {
      items.push(stage?.fresnel
        ? { id: 'fresnel', label: t('kmaterial.deleteFresnel'), run: () => edit((c) => ({ ...c, stages: c.stages.map((s, i) => { if (i !== index) return s; const { fresnel: _f, ...rest } = s; void _f; return rest; }) })) }
        : { id: 'fresnel', label: t('kmaterial.addFresnel'), run: () => edit((c) => updateStage(c, index, { fresnel: { bias: 0.1, power: 2 } })) });
    }
    items.push({ id: 'delete', label: t('kmaterial.delete'), run: () => { edit((c) => removeStage(c, index)); onSelect(undefined); } });
    return { x, y, items };
  };
  return (
    <div className="kf-kmat-strip" data-testid={`kmat-strip-${channelIndex}`} aria-label={t('kmaterial.stages')}
      onContextMenu={(e) => { e.preventDefault(); if (!ctx.readOnly) setMenu(addMenu(e.clientX, e.clientY)); }}>
      {channel.stages.length === 0 && <span className="kf-kmat-hint">{t('kmaterial.noStage')}</span>}
      {channel.stages.map((stage, index) => {
        const kind = ctx.kinds().find((k) => k.id === stage.kind);
        return (
          <button type="button" key={stage.id} data-testid={`kmat-stage-${channelIndex}-${index}`}
            className={`kf-kmat-tile${selected === index ? ' selected' : ''}${stage.enabled ? '' : ' off'}${kind?.family === 'light' ? ' light' : ''}`}
            title={kind ? ctx.pick(kind.titles) : t('kmaterial.unknownKind', { kind: stage.kind })}
            onClick={() => onSelect(selected === index ? undefined : index)}
            onContextMenu={(e) => { e.preventDefault(); e.stopPropagation(); if (!ctx.readOnly) setMenu(stageMenu(index, e.clientX, e.clientY)); }}>
            {kind ? ctx.pick(kind.titles) : stage.kind}{stage.fresnel ? ' ◐' : ''}
          </button>
        );
      })}
      <button type="button" className="kf-kmat-tile kf-kmat-plus" data-testid={`kmat-add-stage-${channelIndex}`} title={t('kmaterial.addStage')}
        aria-label={t('kmaterial.addStage')} disabled={ctx.readOnly}
        onClick={(e) => { const r = e.currentTarget.getBoundingClientRect(); setMenu(addMenu(r.left, r.bottom)); }}>+</button>
      {menu && <ContextMenu menu={menu} onClose={() => setMenu(undefined)} testId="kmat-stage-menu" />}
    </div>
  );
}
