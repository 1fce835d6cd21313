// libs/data-paths: reading values out of data messages — JSON paths into a parsed message and MQTT topic filters —
// shared by the live-data runtime and the live-data panel's checks. It imports nothing of ours.
export * from './json-path.js';
export * from './topic-match.js';
