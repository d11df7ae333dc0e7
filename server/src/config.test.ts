import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      captcha: true,
      demoPassword: 'Bank#2026',
      production: false,
      signerWsPort: 8181,
      signerHttpPort: 6210,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.distDir).toMatch(/[/\\]dist$/);
  });

  it('turns the captcha off outside production only', () => {
    expect(loadConfig({ CAPTCHA: 'off', NODE_ENV: 'test' }).captcha).toBe(false);
    expect(() => loadConfig({ CAPTCHA: 'off', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA: 'off', NODE_ENV: 'production' })).toThrow(/CAPTCHA=off is refused/);
    expect(loadConfig({ NODE_ENV: 'production' }).captcha).toBe(true);
  });

  it('refuses values it cannot read', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
  });
});
