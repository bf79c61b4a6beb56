import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { StaffBlock } from '@clubportal/contract/staff-blocks';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useLiftBlock, useUpcomingBlocks } from '../../api/staff-blocks';
import { useStaffClub } from '../../components/staff-club';
import { useSignedInStaff } from '../../components/staff-me';
import { errorText } from './walk-in-dialog';

/** One line of the list: a block made alone, or a series' blocks still to come (one per court and occurrence). */
type Group = { key: string; first: StaffBlock; courts: string[]; blocks: number; series: boolean };

function groupsOf(blocks: StaffBlock[]): Group[] {
  const out = new Map<string, Group>();
  for (const b of blocks) {
    const key = b.seriesId === null ? `b${b.id}` : `s${b.seriesId}`;
    const g = out.get(key);
    if (!g) out.set(key, { key, first: b, courts: [b.courtName], blocks: 1, series: b.seriesId !== null });
    else {
      g.blocks += 1;
      if (!g.courts.includes(b.courtName)) g.courts.push(b.courtName);
    }
  }
  return [...out.values()];
}

/** The desk's blocks still to come (issue 33 §2), a series on one line, each with lift. */
export function BlocksList() {
  const { t } = useTranslation();
  const { timeZone } = useStaffClub();
  const me = useSignedInStaff();
  const list = useUpcomingBlocks();
  const lift = useLiftBlock();
  const [problem, setProblem] = useState<string | null>(null);
  const canLift = me.permissions.includes('bookings.desk');
  const local = (instant: string) => instantToLocal(instant, timeZone ?? 'UTC');
  const groups = groupsOf(list.data?.blocks ?? []);

  return (
    <section className="desk-blocks">
      <h2 id="desk-blocks-title">{t('staff.blocks.upcoming')}</h2>
      {list.isError ? <p role="alert">{t('staff.blocks.loadFailed')}</p> : null}
      {list.data && groups.length === 0 ? <p>{t('staff.blocks.none')}</p> : null}
      {groups.length ? (
        <div className="staff-table-wrap" role="region" aria-labelledby="desk-blocks-title" tabIndex={0}>
          <table className="staff-table desk-blocks__table">
            <thead>
              <tr>
                <th scope="col">{t('staff.blocks.when')}</th>
                <th scope="col">{t('staff.blocks.courts')}</th>
                <th scope="col">{t('staff.blocks.kind')}</th>
                <th scope="col">{t('staff.blocks.note')}</th>
                <th scope="col">{t('staff.blocks.count')}</th>
                {canLift ? <th scope="col">{t('staff.blocks.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => {
                const start = local(g.first.startsAt);
                const when = `${start.date} ${start.time}–${local(g.first.endsAt).time}`;
                return (
                  <tr key={g.key}>
                    <td>{when}</td>
                    <td>{g.courts.join(', ')}</td>
                    <td>{t(`staff.blocks.kinds.${g.first.kind}`)}</td>
                    <td>{g.first.note}</td>
                    <td>{g.series ? g.first.seriesLeft : 1}</td>
                    {canLift ? (
                      <td>
                        <Button
                          type="button"
                          variant="secondary"
                          loading={lift.isPending && lift.variables?.id === g.first.id}
                          aria-label={t('staff.blocks.liftLabel', { when, kind: t(`staff.blocks.kinds.${g.first.kind}`) })}
                          onClick={() => {
                            setProblem(null);
                            lift.mutate(
                              { id: g.first.id, series: g.series },
                              { onError: (error) => setProblem(errorText(error, t('staff.blocks.liftFailed'))) },
                            );
                          }}
                        >
                          {t('staff.blocks.lift')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <FormAlert message={problem} />
    </section>
  );
}
