import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffClub } from './staff-club';

/** The frame of the console's pages before signing in: the club's name over one card. */
export function StaffAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { name } = useStaffClub();
  return (
    <main className="staff-auth">
      <div className="staff-auth__card">
        <p className="staff-auth__club">
          {name}
          <span className="staff-header__badge">{t('staff.console')}</span>
        </p>
        <h1 className="staff-auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
