import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { JsonValue } from '../scene/json.js';
import { titles } from '../viewport/titles.js';
import { PARTICLE_FIELD_NAMES } from './particle-buffer.js';
import type { ParticleField } from './particle-buffer.js';
import { PARTICLE_LIMITS } from './particle-stage.js';

const FIELD_TITLES: Readonly<Record<ParticleField, readonly [string, string, string]>> = {
  position: ['Position', '位置', '位置'], speed: ['Speed', '速度', '速度'], acceleration: ['Acceleration', '加速度', '加速度'],
  size: ['Size', '大小', '大小'], scaling: ['Scaling', '缩放', '縮放'], rotation: ['Rotation', '旋转', '旋轉'],
  direction: ['Direction', '方向', '方向'], color: ['Colour', '颜色', '顏色'], alpha: ['Alpha', '透明度', '透明度'],
  index: ['Index', '索引', '索引'], variable0: ['Variable 0', '变量 0', '變數 0'], variable1: ['Variable 1', '变量 1', '變數 1'],
  variable2: ['Variable 2', '变量 2', '變數 2'], variable3: ['Variable 3', '变量 3', '變數 3'],
};

/** The particle fields as enum options (a modifier's target). */
export const PARTICLE_FIELD_OPTIONS = PARTICLE_FIELD_NAMES.map((value) => ({ value, label: titles(...FIELD_TITLES[value]) }));

/** The `target` descriptor of a modifier, with its default field. */
export function targetDescriptor(defaultField: ParticleField): PropertyDescriptor {
  return { name: 'target', type: 'enum', propertyGroup: 'base', rank: 0, enum: PARTICLE_FIELD_OPTIONS, default: defaultField, titles: titles('Target', '目标', '目標') };
}

/** The target a modifier's params name, or undefined when it is not a particle field. */
export function readTarget(value: JsonValue | undefined): ParticleField | undefined {
  return typeof value === 'string' && (PARTICLE_FIELD_NAMES as string[]).includes(value) ? (value as ParticleField) : undefined;
}

/** What every emitter has: how many particles per second, how long they live, how fast and how big they start. */
export const EMITTER_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'rate', type: 'number', propertyGroup: 'base', rank: 1, min: 0, max: PARTICLE_LIMITS.rate, default: 200, titles: titles('Rate (per second)', '发射速率（每秒）', '發射速率（每秒）') },
  { name: 'life', type: 'number', mode: 'duration', propertyGroup: 'base', rank: 2, min: 0.01, max: 600, default: 2, titles: titles('Life', '寿命', '壽命') },
  { name: 'speed', type: 'number', propertyGroup: 'base', rank: 3, min: -1000, max: 1000, default: 1, titles: titles('Speed', '速度', '速度') },
  { name: 'size', type: 'number', propertyGroup: 'base', rank: 4, min: 0, max: 1000, default: 0.1, titles: titles('Size', '大小', '大小') },
];
