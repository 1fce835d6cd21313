import { descriptorDefault, readBoolean, readColor3, readNumber, readString, readVector3 } from '../../sdk/index.js';
import type { KStage, MaterialStageContribution, PropertyDescriptor, StageValues } from '../../sdk/index.js';

function clamp(d: PropertyDescriptor | undefined, value: number): number {
  if (d?.min !== undefined && value < d.min) return d.min;
  if (d?.max !== undefined && value > d.max) return d.max;
  return value;
}

/** A stage's params read through its kind's descriptor table: bad values give the default, numbers clamp to min/max. */
export function stageValues(stage: KStage, kind: MaterialStageContribution): StageValues {
  const byName = new Map(kind.descriptors.map((d) => [d.name, d]));
  const pair = (name: string) => {
    const d = byName.get(name);
    if (!d) throw new Error(`Stage ${kind.id} reads '${name}', which its descriptor table does not declare`);
    return [stage.params[name], descriptorDefault(d), d] as const;
  };
  return {
    stage,
    number: (name) => {
      const [v, f, d] = pair(name);
      return clamp(d, readNumber(v, readNumber(f, 0)));
    },
    boolean: (name) => {
      const [v, f] = pair(name);
      return readBoolean(v, readBoolean(f, false));
    },
    string: (name) => {
      const [v, f] = pair(name);
      return readString(v, readString(f, ''));
    },
    color3: (name) => {
      const [v, f] = pair(name);
      return readColor3(v, readColor3(f, { r: 0, g: 0, b: 0 }));
    },
    vector3: (name) => {
      const [v, f] = pair(name);
      return readVector3(v, readVector3(f, { x: 0, y: 0, z: 0 }));
    },
  };
}
