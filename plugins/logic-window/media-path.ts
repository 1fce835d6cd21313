/** Where Blockly's media (sprites, sounds, cursors) is served from our own origin, copied from the npm package. */
export const LOGIC_MEDIA_BASE = '/blockly-media/';
