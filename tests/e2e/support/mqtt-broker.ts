import { createServer } from 'node:http';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { connect } from 'mqtt';
import type { MqttClient } from 'mqtt';

/** A real MQTT broker (aedes, in this process) over WebSocket, with one account, for live-data tests. */
export interface TestBroker {
  /** ws://127.0.0.1:<port> */
  readonly url: string;
  /** http://127.0.0.1:<port>: what a scene's allowed origins name. */
  readonly origin: string;
  /** Call `listener` at each WebSocket connection made to the broker (whoever makes it). */
  onConnection(listener: () => void): void;
  close(): Promise<void>;
}

/** Start a broker on `port` that admits only `username` / `password`; plain HTTP requests there go to `onRequest`. */
export async function startBroker(port: number, username: string, password: string, onRequest?: RequestListener): Promise<TestBroker> {
  const broker = await Aedes.createBroker();
  broker.authenticate = (_client, user, pass, done) => done(null, user === username && pass?.toString() === password);
  const http = createServer(onRequest);
  const sockets = new WebSocketServer({ server: http });
  sockets.on('connection', (socket, request) => broker.handle(createWebSocketStream(socket), request));
  await new Promise<void>((done) => http.listen(port, '127.0.0.1', () => done()));
  const bound = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${bound}`,
    origin: `http://127.0.0.1:${bound}`,
    onConnection: (listener) => void sockets.on('connection', () => listener()),
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((done) => sockets.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
      await new Promise<void>((done) => broker.close(() => done()));
    },
  };
}

/** A sensor simulator: publishes `{ value }` on a topic every `ms` milliseconds while it runs, and single messages. */
export interface Simulator {
  /** Publish this value from now on (the next tick and every tick after). */
  set(value: number): void;
  /** Publish one raw text once (a bad message). */
  raw(text: string): Promise<void>;
  /** Stop publishing (the connection stays). */
  stop(): void;
  /** Publish again. */
  resume(): void;
  close(): Promise<void>;
}

export async function startSimulator(url: string, topic: string, credentials: { username: string; password: string }, ms = 250): Promise<Simulator> {
  const client: MqttClient = connect(url, { ...credentials, reconnectPeriod: 0 });
  await new Promise<void>((done, fail) => {
    client.once('connect', () => done());
    client.once('error', fail);
  });
  let value = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const resume = () => {
    timer ??= setInterval(() => client.publish(topic, JSON.stringify({ value, at: Date.now() })), ms);
  };
  resume();
  return {
    set: (v) => void (value = v),
    raw: (text) => new Promise((done) => client.publish(topic, text, () => done())),
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
    resume,
    close: async () => {
      clearInterval(timer);
      await client.endAsync(true);
    },
  };
}
