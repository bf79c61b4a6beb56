// jsdom ships no types; the server renderer needs only a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
