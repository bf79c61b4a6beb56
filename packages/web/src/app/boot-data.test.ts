import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, readBootData, serializeBootData, type BootData } from './boot-data';

function page(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ID;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  doc.body.append(script);
  return doc;
}

const base: BootData = { language: 'es-ES', messages: { common: { ok: 'Vale' } }, state: { queries: [], mutations: [] } };

describe('boot data', () => {
  it('reads what the server put into the page, with the club currency', () => {
    const data = { ...base, currency: { code: 'CLP', decimals: 0 } } satisfies BootData;
    expect(readBootData(page(serializeBootData(data)))).toEqual(data);
  });

  it('leaves out a currency it cannot trust and refuses a page without its essentials', () => {
    for (const currency of [{ code: 'XYZ', decimals: 2 }, { code: 'EUR', decimals: 1.5 }, { code: 'EUR', decimals: 9 }, { code: 'EUR' }]) {
      expect(readBootData(page({ ...base, currency }))).toEqual(base);
    }
    expect(readBootData(page({ ...base, language: 'xx' }))).toBeNull();
    expect(readBootData(page('{not json'))).toBeNull();
    expect(readBootData(document.implementation.createHTMLDocument('empty'))).toBeNull();
  });
});
