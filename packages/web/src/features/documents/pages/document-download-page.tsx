import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { documentTokenParamsSchema, type DocumentKind } from '@clubportal/contract/sales';
import { buttonClass } from '../../../components/ui/button';
import { CheckCircleIcon, ProblemIcon } from '../../../components/ui/icons';
import { useDocumentDownload } from '../api/download-document';
import '../../../styles/member-money.css';

const TEXTS: Record<DocumentKind, { working: string; done: string; error: string }> = {
  invoice: { working: 'documents.invoiceDownloading', done: 'documents.invoiceDownloaded', error: 'messages.invoiceError' },
  ticket: { working: 'documents.ticketDownloading', done: 'documents.ticketDownloaded', error: 'messages.ticketError' },
};

/** Blobs whose download was started, so a second effect run (StrictMode, re-render) never saves twice. */
const started = new WeakSet<Blob>();

/**
 * /publicinvoices/:token and /publictickets/:token (secure layout): "Downloading invoice, please wait",
 * then the PDF is saved and the page says "Invoice downloaded", with the PDF to open or save again; a
 * refused or expired link gives the spec's error text. Anyone holding the link may download (no login).
 */
function DocumentDownloadPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  const params = useParams();
  const raw = params.token ?? '';
  const token = documentTokenParamsSchema.safeParse({ token: raw }).success ? raw : '';
  const download = useDocumentDownload(kind, token);
  const file = download.data;
  const texts = TEXTS[kind];

  // Saving the file is the page's side effect on the browser: once per downloaded file.
  useEffect(() => {
    if (!file || started.has(file.blob)) return;
    started.add(file.blob);
    const a = document.createElement('a');
    a.href = file.url;
    a.download = file.fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  }, [file]);

  const failed = token === '' || download.isError;
  const title = useMemo(() => (failed ? t(texts.error) : file ? t(texts.done) : t(texts.working)), [failed, file, t, texts]);

  return (
    <div className="document-page">
      <section className="document-card" aria-labelledby="document-title">
        {failed ? (
          <div className="document-state" role="alert">
            <ProblemIcon size={48} className="document-state__icon document-state__icon--problem" />
            <h1 id="document-title" className="document-state__title">
              {title}
            </h1>
            <Link to="/customer-orders" className={buttonClass('secondary')}>
              {t('documents.toOrders')}
            </Link>
          </div>
        ) : file ? (
          <div className="document-state" role="status">
            <CheckCircleIcon size={48} className="document-state__icon document-state__icon--ok" />
            <h1 id="document-title" className="document-state__title">
              {title}
            </h1>
            <p className="document-state__file">{file.fileName}</p>
            <div className="money-actions money-actions--center">
              <a className={buttonClass('primary')} href={file.url} target="_blank" rel="noopener">
                {t('documents.open')}
              </a>
              <a className={buttonClass('secondary')} href={file.url} download={file.fileName}>
                {t('documents.again')}
              </a>
            </div>
          </div>
        ) : (
          <div className="document-state" role="status" aria-live="polite">
            <span className="spinner spinner--lg" aria-hidden="true" />
            <h1 id="document-title" className="document-state__title">
              {title}
            </h1>
          </div>
        )}
      </section>
    </div>
  );
}

export function InvoiceDownloadPage() {
  return <DocumentDownloadPage kind="invoice" />;
}

export function TicketDownloadPage() {
  return <DocumentDownloadPage kind="ticket" />;
}
