import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageBanner } from '../../../components/ui/page-banner';
import { Tabs } from '../../../components/ui/tabs';
import { useDateFormatter } from '../../../lib/date-format';
import { usePageTitle } from '../../../lib/page-title';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { trainingQuery } from '../api/trainings-queries';
import '../../../styles/trainings.css';
import '../../../styles/tabs.css';
import { LoadFailure } from '../../../components/load-state';

type Tab = 'info' | 'gallery' | 'videos' | 'files';

/** A video the club links to on another site (a video page, not a file a video element plays): opened as a link. */
const isVideoPage = (address: string) => /^https?:/i.test(address) && !/\.(mp4|webm|ogv|ogg|mov|m4v)(\?|#|$)/i.test(address);

const idOf = (param: string | undefined) => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/** /trainings/{id}: start, duration in mins and the tabs Info, Gallery, Videos and Files (spec). */
export function TrainingPage() {
  const { t } = useTranslation();
  const params = useParams();
  const itemId = idOf(params.id);
  const customerId = useCustomerId();
  const training = useQuery({ ...trainingQuery(customerId ?? 0, itemId ?? 0), enabled: customerId !== null && itemId !== null });
  const formatDate = useDateFormatter();
  const resolve = useUploadUrl();
  const [tab, setTab] = useState<Tab>('info');
  const data = training.data;
  usePageTitle(data ? data.teamName : null);

  return (
    <div className="trainings-page">
      <PageBanner title={data?.teamName ?? t('sections.training')} />
      <div className="container trainings">
        <Link to="/trainings" className="link-back">
          {t('trainings.back')}
        </Link>
        {itemId === null ? (
          <LoadFailure message={t('trainings.notFound')} />
        ) : training.isError ? (
          <LoadFailure error={training.error} onRetry={() => void training.refetch()} retrying={training.isRefetching} />
        ) : !data ? (
          <p role="status">{t('common.loading')}</p>
        ) : (
          <>
            <dl className="training-facts">
              <div>
                <dt>{t('trainings.start')}</dt>
                <dd>{formatDate(data.start, 'cccc d LLLL yyyy · HH:mm')}</dd>
              </div>
              <div>
                <dt>{t('trainings.duration')}</dt>
                <dd>{t('trainings.minutes', { count: data.duration })}</dd>
              </div>
            </dl>
            <Tabs<Tab>
              label={t('sections.training')}
              selected={tab}
              onSelect={setTab}
              items={[
                {
                  id: 'info',
                  label: t('trainings.info'),
                  panel: (
                    <div className="training-info">
                      <h3>{t('trainings.description')}</h3>
                      <p>{data.description || t('trainings.nothing')}</p>
                      {/* Whether they attended is only known once it began: an upcoming training says nothing of it. */}
                      {data.started ? (
                        <>
                          <h3>{t('trainings.attendance')}</h3>
                          <p>{data.notShow ? t('trainings.notShow') : t('trainings.attended')}</p>
                        </>
                      ) : null}
                      <h3>{t('trainings.comments')}</h3>
                      <p>{data.publicComments || t('trainings.nothing')}</p>
                    </div>
                  ),
                },
                {
                  id: 'gallery',
                  label: t('trainings.gallery'),
                  panel:
                    data.gallery.length === 0 ? (
                      <p className="trainings__empty">{t('trainings.noGallery')}</p>
                    ) : (
                      <ul className="training-gallery">
                        {data.gallery.map((file, i) => (
                          <li key={`${file}-${i}`}>
                            <img
                              src={resolve(file)}
                              alt={t('trainings.photo', { number: i + 1 })}
                              loading="lazy"
                              decoding="async"
                              width={320}
                              height={240}
                            />
                          </li>
                        ))}
                      </ul>
                    ),
                },
                {
                  id: 'videos',
                  label: t('trainings.videos'),
                  panel:
                    data.videos.length === 0 ? (
                      <p className="trainings__empty">{t('trainings.noVideos')}</p>
                    ) : (
                      <ul className="training-videos">
                        {data.videos.map((video, i) => (
                          <li key={`${video.fileName}-${i}`}>
                            <h3>{video.title}</h3>
                            {isVideoPage(video.fileName) ? (
                              <a href={video.fileName} target="_blank" rel="noopener noreferrer">
                                {t('trainings.watchVideo')}
                              </a>
                            ) : (
                              <video src={resolve(video.fileName)} controls preload="metadata" />
                            )}
                          </li>
                        ))}
                      </ul>
                    ),
                },
                {
                  id: 'files',
                  label: t('trainings.files'),
                  panel:
                    data.files.length === 0 ? (
                      <p className="trainings__empty">{t('trainings.noFiles')}</p>
                    ) : (
                      <ul className="training-files">
                        {data.files.map((file, i) => (
                          <li key={`${file.url}-${i}`}>
                            <a
                              href={file.url.startsWith('/') || /^https?:/.test(file.url) ? file.url : resolve(file.url)}
                              target="_blank"
                              rel="noopener noreferrer"
                            >
                              {file.title || file.url}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ),
                },
              ]}
            />
          </>
        )}
      </div>
    </div>
  );
}
