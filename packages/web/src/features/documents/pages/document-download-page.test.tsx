import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { InvoiceDownloadPage, TicketDownloadPage } from './document-download-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-abc';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/publicinvoices/:token', element: <InvoiceDownloadPage /> },
      { path: '/publictickets/:token', element: <TicketDownloadPage /> },
    ],
    path,
  );
}

const pdf = () =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-F2026-000042.pdf"' },
  });

describe('invoice and ticket download pages', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf-1', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download}|${this.href}`);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('says it is downloading, saves the PDF once, then says the invoice is downloaded', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = stubFetch({ [`GET /api/publicinvoices/download-invoice/${TOKEN}`]: async () => (await gate, pdf()) });
    renderAt(`/publicinvoices/${TOKEN}`);
    expect((await screen.findByRole('heading')).textContent).toBe('Downloading invoice, please wait');
    release();
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Invoice downloaded'));
    expect(clicked).toEqual(['invoice-F2026-000042.pdf|blob:pdf-1']);
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe('blob:pdf-1');
    expect(api.requests).toHaveLength(1);
  });

  it("shows the spec's ticket error for a dead link", async () => {
    stubFetch({ [`GET /api/publictickets/download-ticket/${TOKEN}`]: () => json({ ok: false, errorMsg: 'gone' }, { status: 404 }) });
    renderAt(`/publictickets/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Some error ocurred downloading your ticket(?!\.)/);
    expect(clicked).toEqual([]);
  });

  it('does not call the server for a token that cannot be one', async () => {
    const api = stubFetch({});
    renderAt('/publicinvoices/short');
    expect((await screen.findByRole('alert')).textContent).toContain('Some error ocurred downloading your invoice');
    expect(api.requests).toHaveLength(0);
  });
});
