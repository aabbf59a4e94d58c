// The back office's frame (ARCHITECTURE.md §6 "Staff and the back office"): the heading and the menu of the sections
// this staff member may open, and the section's own screens, which belong to the remote that owns the area (its
// './Admin', fetched only here). Whether someone may act is decided by each service on every call; this frame only
// keeps a shopper from fetching screens that would refuse them.
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES, colors, mq, spacing, typography, useGetSessionQuery } from '@storefront/shared-domain';
import {
  ADMIN_BASE_PATH,
  ADMIN_TEXTS,
  ADMIN_TITLE,
  adminSectionOf,
  adminSectionsFor,
  isStaffSession,
  staffCan,
  type AdminSection,
} from '@storefront/shared-domain/admin';
import { RemoteView, ScreenLoading } from '../remotes/RemoteView';

const frameCss = css`
  label: shell-admin-frame;
  display: grid;
  gap: ${spacing.lg};
  padding: ${spacing.md};
  max-width: 1440px;
  margin: 0 auto;
  ${mq.desktop} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
`;

const menuCss = css`
  label: shell-admin-menu;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing.xs} ${spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${mq.desktop} {
    ul {
      flex-direction: column;
    }
  }
  a {
    display: block;
    padding: ${spacing.xs} ${spacing.sm};
    color: ${colors.link};
  }
  a[aria-current='page'] {
    color: ${colors.text};
    font-weight: ${typography.weights.bold};
  }
`;

function AdminMenu({ sections, pathname }: { sections: readonly AdminSection[]; pathname: string }) {
  const current = adminSectionOf(pathname)?.key;
  return (
    <nav css={menuCss} aria-label={ADMIN_TEXTS.title}>
      <p css={{ margin: `0 0 ${spacing.sm}`, fontWeight: typography.weights.bold }}>
        <Link to={ADMIN_BASE_PATH}>{ADMIN_TEXTS.title}</Link>
      </p>
      <ul>
        {sections.map((s) => (
          <li key={s.key}>
            <Link to={s.path} aria-current={s.key === current ? 'page' : undefined}>
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdminHome({ sections }: { sections: readonly AdminSection[] }) {
  return (
    <section data-testid="shell-admin-home">
      <h1>{ADMIN_TEXTS.title}</h1>
      <ul css={{ display: 'grid', gap: spacing.md, padding: 0, listStyle: 'none' }}>
        {sections.map((s) => (
          <li key={s.key}>
            <Link to={s.path} css={{ fontSize: typography.sizes.lg, fontWeight: typography.weights.bold }}>
              {s.title}
            </Link>
            <p css={{ margin: `${spacing.xs} 0 0` }}>{s.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Refusal({ text }: { text: string }) {
  return (
    <section data-testid="shell-admin-refusal">
      <h1>{ADMIN_TEXTS.title}</h1>
      <p>{text}</p>
    </section>
  );
}

/** What the path shows: the home, a section's remote, or why not. */
function AdminMain({ pathname, session }: { pathname: string; session: Parameters<typeof staffCan>[0] }) {
  const section = adminSectionOf(pathname);
  const home = pathname.replace(/\/+$/, '') === ADMIN_BASE_PATH;
  if (home) return <AdminHome sections={adminSectionsFor(session)} />;
  if (!section) return <Refusal text={ADMIN_TEXTS.unknownSection} />;
  if (!staffCan(session, section.permission)) return <Refusal text={ADMIN_TEXTS.noPermission} />;
  return <RemoteView key={section.area} area={section.area} module="./Admin" loading={<ScreenLoading />} />;
}

export function AdminFrame() {
  const { pathname } = useLocation();
  // No page route owns /admin, so the shell's page behaviour titles it '<not found> | <site>' first (this runs after
  // it); the site's name is kept from that title.
  useEffect(() => {
    document.title = `${ADMIN_TITLE} | ${document.title.split(' | ').pop()}`;
  }, [pathname]);
  const { data: session, isLoading } = useGetSessionQuery();
  if (isLoading) return <ScreenLoading />;
  if (!session?.user) {
    const signIn = ROUTES.accountLogin.href({ callbackUrl: pathname });
    return (
      <section data-testid="shell-admin-refusal" css={{ padding: spacing.md }}>
        <h1>{ADMIN_TEXTS.title}</h1>
        <p>
          <Link to={signIn}>{ADMIN_TEXTS.signInNeeded}</Link>
        </p>
      </section>
    );
  }
  if (!isStaffSession(session)) {
    return (
      <div css={{ padding: spacing.md }}>
        <Refusal text={ADMIN_TEXTS.notStaff} />
      </div>
    );
  }
  return (
    <div css={frameCss} data-boundary="shell" data-testid="shell-admin-frame">
      <AdminMenu sections={adminSectionsFor(session)} pathname={pathname} />
      <div css={{ minWidth: 0 }}>
        <AdminMain pathname={pathname} session={session} />
      </div>
    </div>
  );
}
