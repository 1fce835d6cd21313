// Chromium refuses to connect to some ports (net::ERR_UNSAFE_PORT: its kRestrictedPorts, net/base/port_util.cc), so
// an E2E_PORT that puts a server or a test's broker on one of them fails every page of that worker with an error that
// does not name the cause (6000, and a broker at 6668 from E2E_PORT=5590, cost two engineers an hour).

/** Ports Chromium will not connect to. */
export const CHROMIUM_UNSAFE_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111,
  113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548,
  554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566,
  6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Throws, naming the port and what it is for, when a port the suite opens in the browser is one Chromium refuses. */
export function assertBrowserReachable(ports: readonly { port: number; role: string }[]): void {
  const refused = ports.filter(({ port }) => CHROMIUM_UNSAFE_PORTS.has(port));
  if (refused.length === 0) return;
  const list = refused.map(({ port, role }) => `${port} (${role})`).join(', ');
  throw new Error(`E2E_PORT=${process.env.E2E_PORT ?? ''} puts ${list} on a port Chromium refuses (ERR_UNSAFE_PORT): choose another E2E_PORT`);
}
