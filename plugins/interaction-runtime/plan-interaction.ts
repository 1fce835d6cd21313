import { INFO_POINT_LIMITS, INTERACTIONS_PROP, infoPointsToJson, interactionSeconds, interactionValue, readInfoPoints } from '../../sdk/index.js';
import type { InteractionData, JsonValue, SceneDocumentService, ScenePatch } from '../../sdk/index.js';

/** The property info points live in (plugins/node-info-points). */
export const INFO_POINTS_PROP = 'infoPoints';

/** What running one interaction does: patches to the player's document copy, and maybe a camera flight. */
export interface InteractionPlan {
  readonly patches: readonly ScenePatch[];
  /** Turn the camera to this node (or to its info point of this name) over `seconds`. */
  readonly flyTo?: { readonly nodeId: string; readonly point?: string; readonly seconds: number };
}

/** What planning reads: the document copy, and whether a node's type declares a property. */
export interface PlanContext {
  readonly document: Pick<SceneDocumentService, 'get' | 'setPropPatch'>;
  declares(nodeType: string, prop: string): boolean;
}

const NOTHING: InteractionPlan = { patches: [] };

/**
 * The effect of one interaction of node `ownerId`, fired with `data` (a `data` trigger's new value). A target that is
 * gone, a property its type does not declare, or an info point it does not have does nothing. The interaction list
 * itself cannot be set by an interaction.
 */
export function planInteraction(x: InteractionData, ownerId: string, context: PlanContext, data?: JsonValue): InteractionPlan {
  const targetId = x.target || ownerId;
  const target = context.document.get(targetId);
  if (!target) return NOTHING;
  const set = (prop: string, value: JsonValue): InteractionPlan => ({ patches: [context.document.setPropPatch(targetId, prop, value)] });
  const points = () => readInfoPoints(target.props[INFO_POINTS_PROP]);
  const hasPoints = context.declares(target.type, INFO_POINTS_PROP);
  switch (x.action) {
    case 'show':
    case 'hide':
    case 'toggle': {
      if (x.targetPoint) {
        if (!hasPoints) return NOTHING;
        const list = points();
        const at = list.findIndex((p) => p.name === x.targetPoint);
        if (at < 0) return NOTHING;
        const visible = x.action === 'toggle' ? !list[at].visible : x.action === 'show';
        if (list[at].visible === visible) return NOTHING;
        list[at] = { ...list[at], visible };
        return set(INFO_POINTS_PROP, infoPointsToJson(list));
      }
      if (!context.declares(target.type, 'visible')) return NOTHING;
      const now = target.props.visible !== false;
      const visible = x.action === 'toggle' ? !now : x.action === 'show';
      return visible === now ? NOTHING : set('visible', visible);
    }
    case 'setStatus': {
      if (!hasPoints) return NOTHING;
      const raw = interactionValue({ trigger: x.trigger, value: x.value }, data);
      const status = (typeof raw === 'string' ? raw : raw === null || raw === undefined ? '' : typeof raw === 'object' ? JSON.stringify(raw) : String(raw)).slice(0, INFO_POINT_LIMITS.fieldChars);
      const list = points();
      let changed = false;
      const next = list.map((p) => {
        if ((x.targetPoint && p.name !== x.targetPoint) || p.status === status) return p;
        changed = true;
        return { ...p, status };
      });
      return changed ? set(INFO_POINTS_PROP, infoPointsToJson(next)) : NOTHING;
    }
    case 'setProperty': {
      if (!x.property || x.property === INTERACTIONS_PROP || !context.declares(target.type, x.property)) return NOTHING;
      return set(x.property, interactionValue({ trigger: x.trigger, value: x.value }, data));
    }
    case 'flyTo': {
      if (x.targetPoint && (!hasPoints || !points().some((p) => p.name === x.targetPoint))) return NOTHING;
      return { patches: [], flyTo: { nodeId: targetId, ...(x.targetPoint ? { point: x.targetPoint } : {}), seconds: interactionSeconds(x.value) } };
    }
  }
}
