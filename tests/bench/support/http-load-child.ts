// The Node load generator of http-load.ts when wrk is not installed: `connections` loops of GET for `seconds`.
const { url, headers, seconds, connections } = JSON.parse(process.argv[2]) as { url: string; headers: Record<string, string>; seconds: number; connections: number };
const end = performance.now() + seconds * 1000;
let count = 0;
const started = performance.now();
await Promise.all(Array.from({ length: connections }, async () => {
  while (performance.now() < end) {
    const reply = await fetch(url, { headers });
    await reply.arrayBuffer();
    if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
    count++;
  }
}));
console.log(JSON.stringify({ rate: count / ((performance.now() - started) / 1000) }));
export {};
