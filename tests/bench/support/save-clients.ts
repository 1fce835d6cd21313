// The save-acknowledgement clients (issue 28), in a process of their own: every user saves its scene `savesEach`
// times, all users at once; prints the latencies (ms) as JSON on the last line.
const { url, users, savesEach, content } = JSON.parse(await new Promise<string>((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk: Buffer) => (text += chunk.toString()));
  process.stdin.on('end', () => resolve(text));
})) as { url: string; users: { token: string; project: string }[]; savesEach: number; content: string };
const latencies: number[] = [];
await Promise.all(users.map(async ({ token, project }, u) => {
  let uuid: string | null = null;
  for (let i = 0; i < savesEach; i++) {
    const body = JSON.stringify({ uuid, projectUuid: project, name: `Bench ${u}`, content });
    const t0 = performance.now();
    const reply = await fetch(`${url}/cloud/api/repo/kf-scene/saveScene`, { method: 'POST', headers: { 'content-type': 'application/json', Authentication: token }, body });
    const json = (await reply.json()) as { code: number; msg: string; data: { uuid: string } };
    latencies.push(performance.now() - t0);
    if (json.code !== 0) throw new Error(`save failed: ${json.msg}`);
    uuid = json.data.uuid;
  }
}));
console.log(JSON.stringify(latencies));
export {};
