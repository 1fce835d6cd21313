import { describe, expect, it } from 'vitest';
import * as scene from '../../../sdk/contract/endpoints/scene.js';
import * as market from '../../../sdk/contract/endpoints/market.js';
import { MarketQuery } from '../../../sdk/contract/market.js';
import * as account from '../../../sdk/contract/endpoints/account.js';
import type { AnyEndpoint } from '../../../sdk/contract/endpoint.js';
import { lightEndpointModule } from './endpoint-descriptors-plugin.js';

async function evaluate(source: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Record<string, unknown>;
}

describe('light endpoint descriptors for the browser build', () => {
  it('keep what api.call reads of every endpoint and none of its schemas', async () => {
    for (const declared of [scene, account] as Record<string, unknown>[]) {
      const light = await evaluate(lightEndpointModule(declared));
      const endpoints = Object.entries(declared).filter(([, value]) => typeof value === 'object' && value !== null && 'key' in value);
      expect(endpoints.length).toBeGreaterThan(3);
      for (const [name, value] of endpoints) {
        const full = value as AnyEndpoint;
        expect(light[name], name).toEqual(JSON.parse(JSON.stringify({
          method: full.method, path: full.path, style: full.style, key: full.key, multipart: full.multipart, file: full.file,
        })));
        expect(light[name]).not.toHaveProperty('reply');
        expect(Object.isFrozen(light[name])).toBe(true);
      }
    }
  });

  it('turns a record of endpoints into a record of the same descriptors and drops bare schemas', async () => {
    const light = await evaluate(lightEndpointModule({ ...market, someEndpoints: { GetMarketProjects: market.GetMarketProjects }, MarketQuery }));
    expect((light.someEndpoints as Record<string, unknown>).GetMarketProjects).toBe(light.GetMarketProjects);
    expect(light).not.toHaveProperty('MarketQuery');
  });
});
