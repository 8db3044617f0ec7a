import { useState } from 'react';
import { Button, Modal, NavLink, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignupOpen } from '../signup';
import { LineIcon } from '../../components/LineIcon';

function PhoneIcon() {
  return (
    <LineIcon size={26}>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </LineIcon>
  );
}

/** Babies are added in the mobile app (spec §1): the notice that says how. */
export function AddBabyNotice({ headingOrder = 1 }: { headingOrder?: 1 | 2 }) {
  const { t } = useTranslation(['family', 'common']);
  return (
    <Stack gap="md" align="center" ta="center" data-testid="add-baby-notice">
      <ThemeIcon size={56} radius="xl" variant="light">
        <PhoneIcon />
      </ThemeIcon>
      <Title order={headingOrder} fz="h2">
        {t('family:babies.add_heading')}
      </Title>
      <Text>{t('family:babies.add_body')}</Text>
      <Text c="dimmed">{t('family:babies.add_then')}</Text>
    </Stack>
  );
}

/** Drawn, not a character: a full-width plus is a missing glyph where no CJK font is installed. */
function PlusIcon() {
  return (
    <LineIcon size={16}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

/** The sidebar's "Add a baby": the form where sign-up is open, else the notice over the current page. */
export function AddBabyLink({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation(['family', 'common']);
  const [opened, setOpened] = useState(false);
  const signupOpen = useSignupOpen();
  if (signupOpen) {
    return (
      <NavLink
        component={Link}
        to="/addBaby"
        label={t('common:sidebar.add_baby')}
        leftSection={<PlusIcon />}
        onClick={() => onOpen?.()}
        data-testid="sidebar-add-baby"
      />
    );
  }
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={t('common:sidebar.add_baby')}
        leftSection={<PlusIcon />}
        onClick={() => {
          setOpened(true);
          onOpen?.();
        }}
        data-testid="sidebar-add-baby"
      />
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('common:sidebar.add_baby')}
        centered
        closeButtonProps={{ 'aria-label': t('family:close') }}
        data-testid="add-baby-dialog"
      >
        <Stack gap="lg" pb="sm">
          <AddBabyNotice headingOrder={2} />
          <Button onClick={() => setOpened(false)} variant="light" mx="auto">
            {t('family:babies.got_it')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
