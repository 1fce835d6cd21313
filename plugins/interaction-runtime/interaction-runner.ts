import { INTERACTIONS_PROP, readInteractions } from '../../sdk/index.js';
import type { InteractionData, InteractionTrigger, JsonValue, NodeTypeContribution, PlayerService, SceneDocumentService, SceneNodeData, ViewportService } from '../../sdk/index.js';
import { cameraFlights, worldPositionOf } from './fly-to.js';
import { planInteraction } from './plan-interaction.js';
import type { PlanContext } from './plan-interaction.js';
import type { PointerTarget } from './scene-triggers.js';

/** Most nodes scanned for `data` interactions (a larger scene's later nodes get none). */
const MAX_SCANNED = 20_000;

/** What the runner reads and writes. */
export interface RunnerServices {
  readonly player: PlayerService;
  readonly document: SceneDocumentService;
  readonly viewport: ViewportService;
  readonly nodeTypes: { readonly current: readonly NodeTypeContribution[] };
  readonly frame: (step: (now: number) => void) => void;
}

/** Fires a node's interactions: pointer targets (a node and its ancestors) and live-data values. */
export interface InteractionRunner {
  pointer(trigger: Exclude<InteractionTrigger, 'data'>, targets: readonly PointerTarget[]): void;
  data(changed: ReadonlyMap<string, JsonValue>): void;
}

/** The runner of the player's interactions over its services. */
export function createInteractionRunner({ player, document, viewport, nodeTypes, frame }: RunnerServices): InteractionRunner {
  const context: PlanContext = {
    document,
    declares: (type, prop) => {
      const list = nodeTypes.current;
      for (let i = list.length - 1; i >= 0; i--) if (list[i].id === type) return list[i].descriptors.some((d) => d.name === prop);
      return false;
    },
  };
  const fly = cameraFlights(viewport, frame);
  const run = (owner: string, list: readonly InteractionData[], data?: JsonValue) => {
    for (const x of list) {
      const plan = planInteraction(x, owner, context, data);
      if (plan.patches.length) {
        try {
          player.apply(plan.patches);
        } catch (error) {
          player.log('warn', `interaction ${x.id} of ${owner}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (plan.flyTo) {
        const to = worldPositionOf(viewport, document, plan.flyTo.nodeId, plan.flyTo.point);
        if (to) fly(to, plan.flyTo.seconds);
      }
    }
  };
  const interactionsOf = (node: SceneNodeData | undefined) => (node ? readInteractions(node.props[INTERACTIONS_PROP]) : []);
  return {
    pointer(trigger, targets) {
      for (const target of targets) {
        const matching = interactionsOf(document.get(target.nodeId)).filter((x) => x.trigger === trigger && (!x.point || x.point === target.point));
        if (matching.length) run(target.nodeId, matching);
      }
    },
    data(changed) {
      const ids = document.ids();
      for (let i = 0; i < ids.length && i < MAX_SCANNED; i++) {
        for (const x of interactionsOf(document.get(ids[i]))) if (x.trigger === 'data' && changed.has(x.binding)) run(ids[i], [x], changed.get(x.binding));
      }
    },
  };
}
