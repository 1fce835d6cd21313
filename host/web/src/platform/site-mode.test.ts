import { describe, expect, it } from 'vitest';
import { homePathOf, siteModeOf, siteModeOfHost } from './site-mode.js';

describe('site mode', () => {
  it('is the market on a market. or community. host, the designer elsewhere', () => {
    expect(siteModeOfHost('market.example.com')).toBe('market');
    expect(siteModeOfHost('Community.example.com')).toBe('market');
    expect(siteModeOfHost('market.localhost')).toBe('market');
    expect(siteModeOfHost('designer.example.com')).toBe('designer');
    expect(siteModeOfHost('marketplace.example.com')).toBe('designer');
    expect(siteModeOfHost('example.com')).toBe('designer');
    expect(siteModeOfHost('127.0.0.1')).toBe('designer');
    expect(siteModeOfHost('market')).toBe('designer');
  });

  it('puts a user without the designer role on the market site wherever they come from', () => {
    expect(siteModeOf('127.0.0.1', { designer: false })).toBe('market');
    expect(siteModeOf('127.0.0.1', { designer: true })).toBe('designer');
    expect(siteModeOf('market.example.com', { designer: true })).toBe('market');
    expect(siteModeOf('127.0.0.1', undefined)).toBe('designer');
  });

  it('lands on the market or the project list', () => {
    expect(homePathOf('market')).toBe('/market');
    expect(homePathOf('designer')).toBe('/project');
  });
});
