import { MATH_OPERATIONS, PARTICLE_LIMITS, readMathItems } from '../../sdk/index.js';
import type { JsonValue, MathItem, MathOperation, TranslateFn } from '../../sdk/index.js';
import { addMathItemAfter, deleteMathItem, moveMathItemDown, moveMathItemUp } from './math-item-rules.js';
import type { MathItemResult } from './math-item-rules.js';
import { NumberField } from './number-field.js';

interface Props {
  readonly value: JsonValue | undefined;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  onChange(items: MathItem[]): void;
  /** Show a refusal (already translated). */
  onRefuse(message: string): void;
}

/** The Math modifier's operations, one line each with Add (after it), Delete, Move up and Move down (spec 001 §2, §4). */
export function MathItemsEditor({ value, readOnly, t, onChange, onRefuse }: Props) {
  const items = readMathItems(value);
  const run = (result: MathItemResult) => {
    if ('error' in result) onRefuse(t(result.error, { max: PARTICLE_LIMITS.mathItems }));
    else onChange(result.items);
  };
  const set = (index: number, item: MathItem) => onChange(items.map((it, i) => (i === index ? item : it)));
  return (
    <ol className="kf-math-items" data-testid="math-items">
      {items.map((item, index) => (
        <li key={index} className="kf-math-item" data-testid={`math-item-${index}`}>
          <select aria-label={t('mathItems.op.' + item.op)} value={item.op} disabled={readOnly} onChange={(e) => set(index, { ...item, op: e.target.value as MathOperation })}>
            {MATH_OPERATIONS.map((op) => <option key={op} value={op}>{t('mathItems.op.' + op)}</option>)}
          </select>
          <NumberField value={item.value} readOnly={readOnly} onCommit={(v) => set(index, { ...item, value: v })} />
          <button type="button" disabled={readOnly} title={t('mathItems.add')} aria-label={t('mathItems.add')} onClick={() => run(addMathItemAfter(items, index))}>+</button>
          <button type="button" disabled={readOnly} title={t('mathItems.delete')} aria-label={t('mathItems.delete')} onClick={() => run(deleteMathItem(items, index))}>×</button>
          <button type="button" disabled={readOnly} title={t('mathItems.moveUp')} aria-label={t('mathItems.moveUp')} onClick={() => run(moveMathItemUp(items, index))}>↑</button>
          <button type="button" disabled={readOnly} title={t('mathItems.moveDown')} aria-label={t('mathItems.moveDown')} onClick={() => run(moveMathItemDown(items, index))}>↓</button>
        </li>
      ))}
    </ol>
  );
}
