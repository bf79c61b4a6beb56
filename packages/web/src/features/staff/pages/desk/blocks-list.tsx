import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { StaffBlock } from '@clubportal/contract/staff-blocks';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
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

/**
 * The desk's blocks still to come (issue 33 §2), a series on one line, each with lift. Lifting asks first, and says
 * that what the block moved or cancelled stays so: putting those bookings back would book people without their asking.
 */
export function BlocksList() {
  const { t } = useTranslation();
  const { timeZone } = useStaffClub();
  const me = useSignedInStaff();
  const list = useUpcomingBlocks();
  const lift = useLiftBlock();
  const [problem, setProblem] = useState<string | null>(null);
  const [lifting, setLifting] = useState<{ group: Group; when: string } | null>(null);
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
                            setLifting({ group: g, when });
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
      <ConfirmDialog
        open={lifting !== null}
        title={t('staff.blocks.liftTitle')}
        confirmLabel={t('staff.blocks.lift')}
        cancelLabel={t('staff.blocks.keep')}
        busy={lift.isPending}
        error={problem}
        onCancel={() => setLifting(null)}
        onConfirm={() => {
          if (!lifting) return;
          const { group } = lifting;
          lift.mutate(
            { id: group.first.id, series: group.series },
            {
              onSuccess: () => setLifting(null),
              onError: (error) => setProblem(errorText(error, t('staff.blocks.liftFailed'))),
            },
          );
        }}
      >
        {lifting ? (
          <>
            <p>
              {lifting.group.series
                ? t('staff.blocks.liftSeries', { count: lifting.group.first.seriesLeft, when: lifting.when })
                : t('staff.blocks.liftOne', { when: lifting.when, courts: lifting.group.courts.join(', ') })}
            </p>
            <p>{t('staff.blocks.liftKeeps')}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
