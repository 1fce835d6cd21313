import { useState } from 'react';
import {
  KCHANNEL_BLEND_OPTIONS, KCHANNEL_CLIP_OPTIONS, KCHANNEL_FACE_OPTIONS, KCHANNEL_INVERT_OPTIONS, KCHANNEL_SUBSET_MASK_OPTIONS, KMATERIAL_LIMITS,
} from '../../sdk/index.js';
import type { KChannel } from '../../sdk/index.js';
import { ContextMenu } from './context-menu.js';
import type { MenuAt } from './context-menu.js';
import type { KEditorContext } from './editor-context.js';
import { CheckInput, EnumInput, Field, NumberInput, TextInput } from './fields.js';
import { StagePanel } from './stage-panel.js';
import { StageStrip } from './stage-strip.js';

interface Props {
  readonly ctx: KEditorContext;
  readonly channel: KChannel;
  readonly index: number;
  readonly count: number;
  readonly shared: boolean;
  readonly dragging: number | undefined;
  onDragStart(index: number): void;
  onDrop(index: number): void;
}

/** One channel: header (collapse, eye, name, menu) and, expanded, its fields, stage strip and the selected stage. */
export function ChannelRow({ ctx, channel, index, count, shared, dragging, onDragStart, onDrop }: Props) {
  const { t, store } = ctx;
  const [open, setOpen] = useState(true);
  const [menu, setMenu] = useState<MenuAt | undefined>();
  const [selected, setSelected] = useState<number | undefined>();
  const edit = (patch: Partial<KChannel>) => ctx.guard(() => store.editChannel(index, (c) => ({ ...c, ...patch })));
  const id = (name: string) => `kmat-channel-${index}-${name}`;
  const openMenu = (x: number, y: number) => setMenu({
    x, y, items: [
      { id: 'up', label: t('kmaterial.moveUp'), disabled: index === 0, run: () => ctx.guard(() => store.moveChannel(index, -1)) },
      { id: 'down', label: t('kmaterial.moveDown'), disabled: index === count - 1, run: () => ctx.guard(() => store.moveChannel(index, 1)) },
      shared
        ? { id: 'independent', label: t('kmaterial.toIndependent'), run: () => ctx.guard(() => store.convertToIndependent(index)) }
        : { id: 'shared', label: t('kmaterial.toShared'), run: () => ctx.guard(() => { store.convertToShared(index); }) },
      { id: 'delete', label: t('kmaterial.delete'), run: () => ctx.guard(() => store.removeChannel(index)) },
    ],
  });
  const lights = ctx.kinds().filter((k) => k.family === 'light');
  return (
    <li className={`kf-kmat-channel${dragging === index ? ' dragging' : ''}`} data-testid={`kmat-channel-${index}`}
      onDragOver={(e) => { if (dragging !== undefined) e.preventDefault(); }} onDrop={(e) => { e.preventDefault(); onDrop(index); }}>
      <div className="kf-kmat-channel-head" draggable={!ctx.readOnly} onDragStart={(e) => { e.dataTransfer.setData('text/plain', String(index)); onDragStart(index); }}
        onContextMenu={(e) => { e.preventDefault(); if (!ctx.readOnly) openMenu(e.clientX, e.clientY); }}>
        <button type="button" className="kf-kmat-icon" data-testid={id('collapse')} aria-expanded={open} title={open ? t('kmaterial.collapse') : t('kmaterial.expand')}
          onClick={() => setOpen(!open)}>{open ? '▾' : '▸'}</button>
        <button type="button" className={`kf-kmat-icon kf-kmat-eye${channel.enabled ? '' : ' off'}`} data-testid={id('eye')} aria-pressed={channel.enabled}
          title={channel.enabled ? t('kmaterial.hide') : t('kmaterial.show')} disabled={ctx.readOnly} onClick={() => edit({ enabled: !channel.enabled })}>
          {channel.enabled ? '◉' : '○'}
        </button>
        <TextInput label={t('kmaterial.rename')} testId={id('name')} value={channel.name} max={KMATERIAL_LIMITS.name} onCommit={(name) => edit({ name })} />
        {shared && <span className="kf-kmat-badge" data-testid={id('shared')}>{t('kmaterial.shared')}</span>}
        <button type="button" className="kf-kmat-icon" data-testid={id('menu')} title={t('kmaterial.menu')} aria-label={t('kmaterial.menu')} disabled={ctx.readOnly}
          onClick={(e) => { const r = e.currentTarget.getBoundingClientRect(); openMenu(r.left, r.bottom); }}>⋯</button>
      </div>
      {open && (
        <div className="kf-kmat-channel-body">
          <Field label={t('kmaterial.blend')}><EnumInput label={t('kmaterial.blend')} testId={id('blend')} value={channel.blend} options={KCHANNEL_BLEND_OPTIONS} pick={ctx.pickOption} onCommit={(blend) => edit({ blend })} /></Field>
          <Field label={t('kmaterial.amount')}>
            <CheckInput label={t('kmaterial.amount')} testId={id('amountEnable')} value={channel.amountEnable} onCommit={(amountEnable) => edit({ amountEnable })} />
            <NumberInput label={t('kmaterial.amount')} testId={id('amount')} value={channel.amount} min={0} max={1} onCommit={(amount) => edit({ amount })} />
          </Field>
          <Field label={t('kmaterial.invert')}><EnumInput label={t('kmaterial.invert')} testId={id('invert')} value={channel.invert} options={KCHANNEL_INVERT_OPTIONS} pick={ctx.pickOption} onCommit={(invert) => edit({ invert })} /></Field>
          <Field label={t('kmaterial.faceMask')}><EnumInput label={t('kmaterial.faceMask')} value={channel.faceMask} options={KCHANNEL_FACE_OPTIONS} pick={ctx.pickOption} onCommit={(faceMask) => edit({ faceMask })} /></Field>
          <Field label={t('kmaterial.clipMode')}><EnumInput label={t('kmaterial.clipMode')} value={channel.clipMode} options={KCHANNEL_CLIP_OPTIONS} pick={ctx.pickOption} onCommit={(clipMode) => edit({ clipMode })} /></Field>
          <Field label={t('kmaterial.light')}>
            <CheckInput label={t('kmaterial.light')} testId={id('light')} value={channel.light} onCommit={(light) => edit({ light })} />
            <select aria-label={t('kmaterial.stageLight')} data-testid={id('stageLight')} value={channel.stageLight} disabled={ctx.readOnly || !channel.light} onChange={(e) => edit({ stageLight: e.target.value })}>
              {lights.map((l) => <option key={l.id} value={l.id}>{ctx.pick(l.titles)}</option>)}
            </select>
          </Field>
          <Field label={t('kmaterial.subSetMask')}><EnumInput label={t('kmaterial.subSetMask')} value={channel.subSetMaskType} options={KCHANNEL_SUBSET_MASK_OPTIONS} pick={ctx.pickOption} onCommit={(subSetMaskType) => edit({ subSetMaskType })} /></Field>
          {channel.subSetMaskType === 1 && <Field label={t('kmaterial.subSetMaskId')}><NumberInput label={t('kmaterial.subSetMaskId')} value={channel.subSetMaskId} min={0} max={1_000_000} step={1} onCommit={(subSetMaskId) => edit({ subSetMaskId: Math.round(subSetMaskId) })} /></Field>}
          {channel.subSetMaskType === 2 && <Field label={t('kmaterial.subSetMaskName')}><TextInput label={t('kmaterial.subSetMaskName')} value={channel.subSetMaskName} max={KMATERIAL_LIMITS.name} onCommit={(subSetMaskName) => edit({ subSetMaskName })} /></Field>}
          <StageStrip ctx={ctx} channel={channel} channelIndex={index} selected={selected} onSelect={setSelected} />
          {selected !== undefined && <StagePanel ctx={ctx} channel={channel} channelIndex={index} index={selected} />}
        </div>
      )}
      {menu && <ContextMenu menu={menu} onClose={() => setMenu(undefined)} testId="kmat-channel-menu" />}
    </li>
  );
}
