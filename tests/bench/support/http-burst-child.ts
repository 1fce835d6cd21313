// The burst generator of http-load.ts, in a process of its own: `count` GETs of `url` started at once, each one's
// status and time to its whole answer.
const { url, headers, count } = JSON.parse(process.argv[2]) as { url: string; headers: Record<string, string>; count: number };
const results = await Promise.all(Array.from({ length: count }, async () => {
  const started = performance.now();
  try {
    const reply = await fetch(url, { headers });
    await reply.arrayBuffer();
    return { status: reply.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}));
console.log(JSON.stringify(results));
export {};
