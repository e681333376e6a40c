import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import builtMapToken from './antdMapToken.generated.json';
import { APP_SEED, appTheme } from './theme';

const algorithm = appTheme.algorithm;
if (typeof algorithm !== 'function') throw new Error('appTheme.algorithm is not one function');

describe("the theme's derived token, worked out at build time", () => {
  it('is what antd derives from our seed (else run npm run antd-css -w @gpucloud/web)', () => {
    expect(builtMapToken).toEqual(theme.defaultAlgorithm(APP_SEED));
  });

  it('is handed to antd for our seed', () => {
    expect(algorithm({ ...APP_SEED })).toEqual(theme.defaultAlgorithm(APP_SEED));
  });

  it('leaves any other seed to antd: motion turned off, another colour, a token more', () => {
    for (const seed of [
      { ...APP_SEED, motion: false },
      { ...APP_SEED, colorPrimary: '#00ff00' },
      { ...APP_SEED, wireframe: !APP_SEED.wireframe, extra: 1 },
    ]) {
      expect(algorithm(seed)).toEqual(theme.defaultAlgorithm(seed));
    }
  });
});
