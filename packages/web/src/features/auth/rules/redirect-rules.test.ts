import { describe, expect, it, vi } from 'vitest';
import { httpBase, linkAccountTarget, notifyAndroidHost, safeBackPath } from './redirect-rules';

const ORIGIN = 'https://club.example';

describe('safeBackPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeBackPath('/account', ORIGIN)).toBe('/account');
    expect(safeBackPath('/shop?search=bola#top', ORIGIN)).toBe('/shop?search=bola#top');
    expect(safeBackPath('/a/../customer-orders', ORIGIN)).toBe('/customer-orders');
  });

  it("sends everything else home ('/')", () => {
    for (const back of [null, undefined, '', 'account', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\tx', ' //evil.example']) {
      expect(safeBackPath(back, ORIGIN)).toBe('/');
    }
  });
});

describe('linkAccountTarget', () => {
  it('uses urlOk on success and urlKo (else urlOk) on failure', () => {
    const query = { urlOk: 'https://partner.example/cb/', urlKo: 'https://partner.example/ko' };
    expect(linkAccountTarget(true, query, ORIGIN)).toBe('https://partner.example/cb/link-account-response/true');
    expect(linkAccountTarget(false, query, ORIGIN)).toBe('https://partner.example/ko/link-account-response/false');
    expect(linkAccountTarget(false, { urlOk: 'http://partner.example', urlKo: null }, ORIGIN)).toBe('http://partner.example/link-account-response/false');
  });

  it('falls back to our origin without a usable http(s) address', () => {
    expect(linkAccountTarget(true, { urlOk: null, urlKo: null }, ORIGIN)).toBe('https://club.example/link-account-response/true');
    expect(linkAccountTarget(true, { urlOk: 'javascript:alert(1)', urlKo: null }, ORIGIN)).toBe('https://club.example/link-account-response/true');
    expect(linkAccountTarget(false, { urlOk: 'ftp://x', urlKo: 'data:text/html,x' }, ORIGIN)).toBe('https://club.example/link-account-response/false');
  });

  it('drops query and fragment from the base', () => {
    expect(httpBase('https://partner.example/cb?x=1#y')).toBe('https://partner.example/cb');
    expect(httpBase('not a url')).toBeNull();
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
