import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const SECTIONS = [
  { to: '/babyinfo', key: 'family:babyinfo.nav.profile', testId: 'babyinfo-nav-profile' },
  { to: '/babyinfo/setfamily', key: 'family:babyinfo.nav.family', testId: 'babyinfo-nav-family' },
  { to: '/babyinfo/setdomain', key: 'family:babyinfo.nav.domain', testId: 'babyinfo-nav-domain' },
] as const;

/** The three parts of the baby info page, as links (each has its own address). */
export function BabyInfoNav() {
  const { t } = useTranslation(['family']);
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  return (
    <Group component="nav" aria-label={t('family:babyinfo.nav.label')} gap="xs">
      {SECTIONS.map((section) => {
        const active = current === section.to.toLowerCase();
        return (
          <Button
            key={section.to}
            component={Link}
            to={section.to}
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
            radius="xl"
            size="sm"
            data-testid={section.testId}
          >
            {t(section.key)}
          </Button>
        );
      })}
    </Group>
  );
}
