// The save-acknowledgement clients (issue 28), in a process of their own: every user saves its scene `savesEach`
// times; prints the latencies (ms) as JSON on the last line. Without `paceMs` all users save at once, each its next
// save as soon as the last is acknowledged (a burst); with it each user starts at a random moment within `paceMs` and
// then saves once every `paceMs` (users at work with an autosave), so the server sees saves arrive, not pile up.
const { url, users, savesEach, content, paceMs } = JSON.parse(await new Promise<string>((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk: Buffer) => (text += chunk.toString()));
  process.stdin.on('end', () => resolve(text));
})) as { url: string; users: { token: string; project: string }[]; savesEach: number; content: string; paceMs?: number };
const latencies: number[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
await Promise.all(users.map(async ({ token, project }, u) => {
  let uuid: string | null = null;
  if (paceMs) await sleep(Math.random() * paceMs);
  for (let i = 0; i < savesEach; i++) {
    const body = JSON.stringify({ uuid, projectUuid: project, name: `Bench ${u}`, content });
    const t0 = performance.now();
    const reply = await fetch(`${url}/cloud/api/repo/kf-scene/saveScene`, { method: 'POST', headers: { 'content-type': 'application/json', Authentication: token }, body });
    const json = (await reply.json()) as { code: number; msg: string; data: { uuid: string } };
    const took = performance.now() - t0;
    latencies.push(took);
    if (json.code !== 0) throw new Error(`save failed: ${json.msg}`);
    uuid = json.data.uuid;
    if (paceMs && i < savesEach - 1) await sleep(paceMs - took);
  }
}));
console.log(JSON.stringify(latencies));
export {};
