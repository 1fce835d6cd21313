import type { EnumOption, LocalizedText, MaterialStageContribution, TranslateFn } from '../../sdk/index.js';
import type { ChannelStore } from './channel-store.js';
import type { HostedEditors } from './hosted-editor.js';

/** What every part of the channel editor uses. */
export interface KEditorContext {
  readonly store: ChannelStore;
  readonly t: TranslateFn;
  readonly readOnly: boolean;
  /** Text in the user's language. */
  pick(text: LocalizedText): string;
  pickOption(option: EnumOption): string;
  /** The stage kinds contributed now, in menu order. */
  kinds(): readonly MaterialStageContribution[];
  /** Run an edit; a refusal shows its message in the user's language. */
  guard(work: () => void): void;
  /** Tell the user why an edit was not made. */
  notify(message: string): void;
  /** The product's property editors (texture, colour) for stage fields. */
  readonly hosted: HostedEditors;
}
