import {
  DEFAULT_KSTAGE_MAPPING, KSTAGE_TARGET_OPTIONS, KSTAGE_UV_MODE_OPTIONS, KSTAGE_UV_SOURCE_OPTIONS, KSTAGE_WARP_OPTIONS,
  readColor3, readNumber, readBoolean, descriptorDefault,
} from '../../sdk/index.js';
import { switchLightKind } from './gamma.js';
import type { JsonValue, KChannel, KStage, KStageMapping, PropertyDescriptor } from '../../sdk/index.js';
import type { KEditorContext } from './editor-context.js';
import { CheckInput, ColorInput, EnumInput, Field, NumberInput } from './fields.js';
import { HostedEditor } from './hosted-editor.js';
import { StagePicture } from './stage-picture.js';
import { updateStage } from './edits.js';

interface Props {
  readonly ctx: KEditorContext;
  readonly channel: KChannel;
  readonly channelIndex: number;
  readonly index: number;
}

/** The selected stage's fields: kind (light kinds switch with colour conversion), §3 fields, its own params, mapping, fresnel. */
export function StagePanel({ ctx, channel, channelIndex, index }: Props) {
  const { t } = ctx;
  const stage = channel.stages[index];
  if (!stage) return null;
  const kind = ctx.kinds().find((k) => k.id === stage.kind);
  const set = (patch: Partial<KStage>) => ctx.guard(() => ctx.store.editChannel(channelIndex, (c) => updateStage(c, index, patch)));
  const setParam = (name: string, value: JsonValue) => set({ params: { ...stage.params, [name]: value } });
  const id = (name: string) => `kmat-${channelIndex}-${index}-${name}`;
  const lights = ctx.kinds().filter((k) => k.family === 'light');
  const mapping = stage.mapping ?? DEFAULT_KSTAGE_MAPPING;
  const setMapping = (patch: Partial<KStageMapping>) => set({ mapping: { ...mapping, ...patch } });
  return (
    <div className="kf-kmat-stage-panel" data-testid={`kmat-stage-panel-${channelIndex}-${index}`}>
      {kind?.family === 'light' && (
        <Field label={t('kmaterial.kind')}>
          <select aria-label={t('kmaterial.kind')} data-testid={id('kind')} value={stage.kind} disabled={ctx.readOnly} onChange={(e) => {
            const to = e.target.value;
            const colorParams = (kind.descriptors ?? []).filter((d) => d.type === 'color3').map((d) => d.name);
            ctx.guard(() => ctx.store.editChannel(channelIndex, (c) => ({
              ...c, stages: c.stages.map((s, i) => (i === index ? switchLightKind(s, to, (k) => !!lights.find((l) => l.id === k)?.pbr, colorParams) : s)),
            })));
          }}>
            {lights.map((l) => <option key={l.id} value={l.id}>{ctx.pick(l.titles)}</option>)}
          </select>
        </Field>
      )}
      {kind?.usesTexture && (
        <>
          <StagePicture ctx={ctx} stage={stage} testId={id('url')} onFields={set} />
          <Field label={t('kmaterial.isCube')}><CheckInput label={t('kmaterial.isCube')} testId={id('isCube')} value={stage.isCube} onCommit={(isCube) => set({ isCube })} /></Field>
          <Field label={t('kmaterial.premultAlpha')}><CheckInput label={t('kmaterial.premultAlpha')} value={stage.premultAlpha} onCommit={(premultAlpha) => set({ premultAlpha })} /></Field>
        </>
      )}
      {kind?.family !== 'light' && (
        <>
          <Field label={t('kmaterial.colorTarget')}><EnumInput label={t('kmaterial.colorTarget')} testId={id('colorTarget')} value={stage.colorTarget} options={KSTAGE_TARGET_OPTIONS} pick={ctx.pickOption} onCommit={(colorTarget) => set({ colorTarget })} /></Field>
          <Field label={t('kmaterial.alphaTarget')}><EnumInput label={t('kmaterial.alphaTarget')} testId={id('alphaTarget')} value={stage.alphaTarget} options={KSTAGE_TARGET_OPTIONS} pick={ctx.pickOption} onCommit={(alphaTarget) => set({ alphaTarget })} /></Field>
          <Field label={t('kmaterial.hasAlpha')}><CheckInput label={t('kmaterial.hasAlpha')} testId={id('hasAlpha')} value={stage.hasAlpha} onCommit={(hasAlpha) => set({ hasAlpha })} /></Field>
          <Field label={t('kmaterial.uvSource')}><EnumInput label={t('kmaterial.uvSource')} value={stage.uvSource} options={KSTAGE_UV_SOURCE_OPTIONS} pick={ctx.pickOption} onCommit={(uvSource) => set({ uvSource })} /></Field>
          <Field label={t('kmaterial.uvMode')}><EnumInput label={t('kmaterial.uvMode')} testId={id('uvMode')} value={stage.uvMode} options={KSTAGE_UV_MODE_OPTIONS} pick={ctx.pickOption} onCommit={(uvMode) => set({ uvMode })} /></Field>
          <Field label={t('kmaterial.warpMode')}><EnumInput label={t('kmaterial.warpMode')} testId={id('warpMode')} value={stage.warpMode} options={KSTAGE_WARP_OPTIONS} pick={ctx.pickOption} onCommit={(warpMode) => set({ warpMode })} /></Field>
        </>
      )}
      {(kind?.descriptors ?? []).map((d) => <ParamField key={d.name} ctx={ctx} d={d} value={stage.params[d.name]} testId={id(d.name)} onCommit={(v) => setParam(d.name, v)} />)}
      {kind?.family !== 'light' && (
        <fieldset className="kf-kmat-group" data-testid={id('mapping')}>
          <legend>{t('kmaterial.mapping')}</legend>
          <Field label={t('kmaterial.scaling')}>
            <NumberInput label={`${t('kmaterial.scaling')} U`} testId={id('scalingX')} value={mapping.scaling.x} onCommit={(x) => setMapping({ scaling: { ...mapping.scaling, x } })} />
            <NumberInput label={`${t('kmaterial.scaling')} V`} testId={id('scalingY')} value={mapping.scaling.y} onCommit={(y) => setMapping({ scaling: { ...mapping.scaling, y } })} />
          </Field>
          <Field label={t('kmaterial.position')}>
            <NumberInput label={`${t('kmaterial.position')} U`} value={mapping.position.x} onCommit={(x) => setMapping({ position: { ...mapping.position, x } })} />
            <NumberInput label={`${t('kmaterial.position')} V`} value={mapping.position.y} onCommit={(y) => setMapping({ position: { ...mapping.position, y } })} />
          </Field>
          <Field label={t('kmaterial.rotation')}><NumberInput label={t('kmaterial.rotation')} value={mapping.rotation.z} onCommit={(z) => setMapping({ rotation: { ...mapping.rotation, z } })} /></Field>
          <Field label={t('kmaterial.scalingDeterminant')}><NumberInput label={t('kmaterial.scalingDeterminant')} value={mapping.scalingDeterminant} min={-1000} max={1000} onCommit={(scalingDeterminant) => setMapping({ scalingDeterminant })} /></Field>
          <Field label={t('kmaterial.align')}>
            <NumberInput label={`${t('kmaterial.align')} X`} value={mapping.alignX} min={-10} max={10} onCommit={(alignX) => setMapping({ alignX })} />
            <NumberInput label={`${t('kmaterial.align')} Y`} value={mapping.alignY} min={-10} max={10} onCommit={(alignY) => setMapping({ alignY })} />
            <NumberInput label={`${t('kmaterial.align')} Z`} value={mapping.alignZ} min={-10} max={10} onCommit={(alignZ) => setMapping({ alignZ })} />
          </Field>
        </fieldset>
      )}
      {kind?.supportsFresnel && (
        <fieldset className="kf-kmat-group" data-testid={id('fresnel')}>
          <legend>{t('kmaterial.fresnel')}</legend>
          {stage.fresnel ? (
            <>
              <Field label={t('kmaterial.bias')}><NumberInput label={t('kmaterial.bias')} testId={id('fresnelBias')} value={stage.fresnel.bias} min={0} max={1} onCommit={(bias) => set({ fresnel: { power: stage.fresnel?.power ?? 2, bias } })} /></Field>
              <Field label={t('kmaterial.power')}><NumberInput label={t('kmaterial.power')} value={stage.fresnel.power} min={0} max={16} onCommit={(power) => set({ fresnel: { bias: stage.fresnel?.bias ?? 0.1, power } })} /></Field>
              <button type="button" data-testid={id('fresnelDelete')} disabled={ctx.readOnly} onClick={() => ctx.guard(() => ctx.store.editChannel(channelIndex, (c) => ({
                ...c, stages: c.stages.map((s, i) => { if (i !== index) return s; const { fresnel: _f, ...rest } = s; void _f; return rest; }),
              })))}>{t('kmaterial.deleteFresnel')}</button>
            </>
          ) : (
            <button type="button" data-testid={id('fresnelAdd')} disabled={ctx.readOnly} onClick={() => set({ fresnel: { bias: 0.1, power: 2 } })}>{t('kmaterial.addFresnel')}</button>
          )}
        </fieldset>
      )}
    </div>
  );
}

/** One param of a stage kind, by its descriptor. */
function ParamField({ ctx, d, value, onCommit, testId }: { ctx: KEditorContext; d: PropertyDescriptor; value: JsonValue | undefined; onCommit: (v: JsonValue) => void; testId: string }) {
  const label = ctx.pick(d.titles);
  if (d.type === 'color3') {
    const c = readColor3(value, readColor3(descriptorDefault(d), { r: 1, g: 1, b: 1 }));
    const fallback = <ColorInput label={label} testId={testId} value={c} onCommit={(v) => onCommit({ ...v })} />;
    return (
      <Field label={label}>
        <span className="kf-kmat-hosted" data-testid={testId}>
          <HostedEditor hosted={ctx.hosted} descriptor={d} value={{ ...c }} readOnly={ctx.readOnly} fallback={fallback}
            onChange={(v) => onCommit({ ...readColor3(v, c) })} />
        </span>
      </Field>
    );
  }
  if (d.type === 'boolean') return <Field label={label}><CheckInput label={label} testId={testId} value={readBoolean(value, readBoolean(descriptorDefault(d), false))} onCommit={onCommit} /></Field>;
  const n = readNumber(value, readNumber(descriptorDefault(d), 0));
  if (d.enum) return <Field label={label}><EnumInput label={label} testId={testId} value={n} options={d.enum} pick={ctx.pickOption} onCommit={onCommit} /></Field>;
  return <Field label={label}><NumberInput label={label} testId={testId} value={n} {...(d.min !== undefined ? { min: d.min } : {})} {...(d.max !== undefined ? { max: d.max } : {})} onCommit={onCommit} /></Field>;
}
