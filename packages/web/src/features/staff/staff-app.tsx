import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import '../../styles/staff.css';
import '../../styles/staff-account.css';
import '../../styles/staff-products.css';
import '../../styles/staff-desk.css';
import '../../styles/staff-desk-blocks.css';
import '../../styles/staff-desk-sync.css';
import '../../styles/staff-door.css';
import '../../styles/staff-prices.css';
import '../../styles/staff-customers.css';
import '../../styles/staff-courts.css';
import '../../styles/staff-imports.css';
import '../../styles/staff-booking-types.css';
import '../../styles/staff-floor-plans.css';
import '../../styles/staff-activities.css';
import '../../styles/staff-rosters.css';
import '../../styles/staff-forms.css';
import '../../styles/staff-content.css';
import '../../styles/staff-groups-fees.css';
import '../../styles/staff-reports.css';
import '../../styles/staff-orders.css';
import { ConsoleShell, StaffLoading } from './components/console-shell';
import { useSetupWizard } from './api/setup-wizard';
import { useStaffTitle } from './components/staff-club';
import { useSignedInStaff } from './components/staff-me';
import { AuditLogPage } from './pages/audit-log-page';
import { ChangePasswordPage } from './pages/change-password-page';
import { MailPreferencesPage } from './pages/mail-preferences-page';
import { StaffForgotPasswordPage } from './pages/forgot-password-page';
import { StaffResetPasswordPage } from './pages/reset-password-page';
import { ExportsPage } from './pages/exports/exports-page';
import { ImportsPage } from './pages/imports/imports-page';
import { ReportsPage } from './pages/reports/reports-page';
import { ProductsSection } from './pages/products/products-page';
import { PromosSection } from './pages/promos/promos-page';
import { TransportsSection } from './pages/transports/transports-page';
import { RefundsSection } from './pages/refunds/refunds-page';
import { OrdersSection } from './pages/orders/orders-page';
import { VouchersSection } from './pages/vouchers/vouchers-page';
import { DeskPage } from './pages/desk/desk-page';
import { CustomersSection } from './pages/customers/customers-page';
import { DoorPage } from './pages/door/door-page';
import { GroupsSection } from './pages/groups/groups-page';
import { FeesSection } from './pages/fees/fees-page';
import { MembershipsSection } from './pages/memberships/memberships-page';
import { PricesPage } from './pages/prices-page';
import { CourtsPage } from './pages/courts/courts-page';
import { BookingTypesPage } from './pages/booking-types/booking-types-page';
import { FloorPlansSection } from './pages/floor-plans/floor-plans-page';
import { ActivitiesSection } from './pages/activities/activities-page';
import { FormsSection } from './pages/forms/forms-page';
import { TrainingsSection } from './pages/trainings/trainings-page';
import { RostersSection } from './pages/rosters/rosters-page';
import { ClassesSection } from './pages/classes/classes-page';
import { BannersSection } from './pages/content/banners-page';
import { TeamSection, TestimonialsSection } from './pages/content/people-page';
import { PostsSection } from './pages/content/posts-page';
import { GallerySection, SponsorsSection } from './pages/content/club-files-page';
import { LegalPage } from './pages/legal/legal-page';
import { TranslationsPage } from './pages/translations/translations-page';
import { RolesPage } from './pages/roles-page';
import { StaffAccountsPage } from './pages/staff-accounts-page';
import { StaffInvitationPage } from './pages/staff-invitation-page';
import { StaffLoginPage } from './pages/staff-login-page';
import { StaffSetupPage } from './pages/staff-setup-page';
import { SetupWizardPage } from './pages/setup-wizard/setup-wizard-page';
import { TwoFactorPage } from './pages/two-factor-page';
import { CONSOLE_SECTIONS, homeSection, opens, sectionsFor, type ConsoleSection } from './rules/console-sections';

/**
 * The staff console, `/staff/*` (issue 31 §5): its own chunk and style sheet, loaded only by this route (the
 * public pages never import it). Rendered in the browser: its data is the signed-in staff member's.
 */
export function StaffApp() {
  useStaffTitle();
  return (
    <Routes>
      <Route path="login" element={<StaffLoginPage />} />
      <Route path="setup" element={<StaffSetupPage />} />
      <Route path="invitation" element={<StaffInvitationPage />} />
      <Route path="forgot-password" element={<StaffForgotPasswordPage />} />
      <Route path="reset-password" element={<StaffResetPasswordPage />} />
      <Route element={<ConsoleShell />}>
        <Route index element={<ConsoleHome />} />
        <Route path="two-factor" element={<TwoFactorPage />} />
        <Route path="password" element={<ChangePasswordPage />} />
        <Route path="mail-preferences" element={<MailPreferencesPage />} />
        {CONSOLE_SECTIONS.map((section) => (
          <Route key={section.id} path={`${section.path.replace('/staff/', '')}/*`} element={<Allowed section={section} />} />
        ))}
        <Route path="*" element={<NothingHere />} />
      </Route>
    </Routes>
  );
}

const PAGES = {
  desk: DeskPage,
  customers: CustomersSection,
  door: DoorPage,
  accounts: StaffAccountsPage,
  roles: RolesPage,
  products: ProductsSection,
  promos: PromosSection,
  transports: TransportsSection,
  vouchers: VouchersSection,
  refunds: RefundsSection,
  orders: OrdersSection,
  groups: GroupsSection,
  fees: FeesSection,
  memberships: MembershipsSection,
  audit: AuditLogPage,
  setup: SetupWizardPage,
  prices: PricesPage,
  courts: CourtsPage,
  bookingTypes: BookingTypesPage,
  floorPlans: FloorPlansSection,
  activities: ActivitiesSection,
  forms: FormsSection,
  trainings: TrainingsSection,
  rosters: RostersSection,
  classes: ClassesSection,
  exports: ExportsPage,
  imports: ImportsPage,
  reports: ReportsPage,
  posts: PostsSection,
  banners: BannersSection,
  testimonials: TestimonialsSection,
  team: TeamSection,
  sponsors: SponsorsSection,
  gallery: GallerySection,
  legal: LegalPage,
  translations: TranslationsPage,
} satisfies Record<ConsoleSection['id'], () => React.ReactNode>;

/** A section the member's permissions do not open says so (the server would refuse its calls anyway). */
function Allowed({ section }: { section: ConsoleSection }) {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  if (!opens(section, me.permissions)) {
    return (
      <section className="staff-page">
        <h1>{t(`staff.sections.${section.id}`)}</h1>
        <p>{t('staff.notAllowed')}</p>
      </section>
    );
  }
  const Page = PAGES[section.id];
  return <Page />;
}

/** /staff: the first section the member may open (the wizard only until the club is live), or a welcome when none. */
function ConsoleHome() {
  const me = useSignedInStaff();
  const sections = sectionsFor(me.permissions);
  if (sections.some((s) => s.id === 'setup')) return <HomeAfterWizard sections={sections} />;
  return <OpenHome home={homeSection(sections, undefined)} />;
}

/** Whoever may run the wizard opens it while the club is not live yet; once live, the next section. */
function HomeAfterWizard({ sections }: { sections: ConsoleSection[] }) {
  const wizard = useSetupWizard();
  if (wizard.isPending) return <StaffLoading />;
  return <OpenHome home={homeSection(sections, wizard.data?.live ?? false)} />;
}

function OpenHome({ home }: { home: ConsoleSection | undefined }) {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  if (home) return <Navigate to={home.path} replace />;
  return (
    <section className="staff-page">
      <h1>{t('staff.welcome', { name: me.name })}</h1>
      <p>{t('staff.nothingYet')}</p>
    </section>
  );
}

function NothingHere() {
  const { t } = useTranslation();
  return (
    <section className="staff-page">
      <h1>{t('notFound.title')}</h1>
    </section>
  );
}
