import { describe, expect, it, vi } from 'vitest';
import { linkAccountResponse, notifyAndroidHost, safeBackPath } from './redirect-rules';

const ORIGIN = 'https://club.example';

describe('safeBackPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeBackPath('/account', ORIGIN)).toBe('/account');
    expect(safeBackPath('/shop?search=bola#top', ORIGIN)).toBe('/shop?search=bola#top');
    expect(safeBackPath('/a/../customer-orders', ORIGIN)).toBe('/customer-orders');
  });

  it("sends everything else home ('/')", () => {
    for (const back of [
      null,
      undefined,
      '',
      'account',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\tx',
      ' //evil.example',
      '/.//evil.example/x',
      '/a/..//evil.example',
      '/%2e//evil.example/x',
    ]) {
      expect(safeBackPath(back, ORIGIN)).toBe('/');
    }
  });
});

describe('linkAccountResponse', () => {
  it('uses urlOk on success and urlKo on failure', () => {
    const bases = { urlOk: 'https://partner.example/cb', urlKo: 'https://partner.example/ko/' };
    expect(linkAccountResponse(bases, true)).toBe('https://partner.example/cb/link-account-response/true');
    expect(linkAccountResponse(bases, false)).toBe('https://partner.example/ko/link-account-response/false');
  });
});

describe('notifyAndroidHost', () => {
  it('calls linkAccountResult on window.Android or window.AndroidBridge when it is a function', () => {
    const android = { linkAccountResult: vi.fn() };
    expect(notifyAndroidHost(true, { Android: android })).toBe(true);
    expect(android.linkAccountResult).toHaveBeenCalledWith(true);

    const bridge = { linkAccountResult: vi.fn() };
    expect(notifyAndroidHost(false, { Android: { other: 1 }, AndroidBridge: bridge })).toBe(true);
    expect(bridge.linkAccountResult).toHaveBeenCalledWith(false);
  });

  it('does nothing without a bridge, or when the bridge is not callable', () => {
    expect(notifyAndroidHost(true, {})).toBe(false);
    expect(notifyAndroidHost(true, { Android: { linkAccountResult: 'yes' } })).toBe(false);
    expect(notifyAndroidHost(true, { Android: null })).toBe(false);
  });
});
